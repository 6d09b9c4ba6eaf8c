import { timestamp } from 'drizzle-orm/pg-core';

/** Every point in time the schema stores: timestamptz, read as a JS Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

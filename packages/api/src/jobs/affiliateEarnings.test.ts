import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { AFFILIATE_EARNINGS_CRON, AFFILIATE_EARNINGS_QUEUE } from './affiliateEarnings';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('affiliate-earnings-worker', { ROLE: 'worker' });
});

afterAll(async () => {
  await t?.close();
});

describe(`affiliate earnings worker (${testDatabase})`, () => {
  it('schedules the earnings job hourly in a worker process', async () => {
    const schedules = await queryRows<{ name: string; cron: string; timezone: string | null }>(
      t.platform.db,
      sql`select name, cron, timezone from pgboss.schedule where name = ${AFFILIATE_EARNINGS_QUEUE}`,
    );
    expect(schedules).toEqual([
      { name: AFFILIATE_EARNINGS_QUEUE, cron: AFFILIATE_EARNINGS_CRON, timezone: 'UTC' },
    ]);
  });
});

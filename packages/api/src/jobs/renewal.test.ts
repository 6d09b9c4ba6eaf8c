import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { RENEWAL_CRON, RENEWAL_QUEUE } from './renewal';
import { SUBSCRIPTION_RECOVERY_CRON, SUBSCRIPTION_RECOVERY_QUEUE } from './subscriptionRecovery';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('renewal-worker', { ROLE: 'worker' });
});

afterAll(async () => {
  await t?.close();
});

describe(`renewal worker (${testDatabase})`, () => {
  it('schedules the renewal job hourly in a worker process', async () => {
    const schedules = await queryRows<{ name: string; cron: string; timezone: string | null }>(
      t.platform.db,
      sql`select name, cron, timezone from pgboss.schedule where name = ${RENEWAL_QUEUE}`,
    );
    expect(schedules).toEqual([{ name: RENEWAL_QUEUE, cron: RENEWAL_CRON, timezone: 'UTC' }]);
  });

  it('schedules the plan-charge recovery every minute in a worker process', async () => {
    const schedules = await queryRows<{ name: string; cron: string }>(
      t.platform.db,
      sql`select name, cron from pgboss.schedule where name = ${SUBSCRIPTION_RECOVERY_QUEUE}`,
    );
    expect(schedules).toEqual([
      { name: SUBSCRIPTION_RECOVERY_QUEUE, cron: SUBSCRIPTION_RECOVERY_CRON },
    ]);
    expect(SUBSCRIPTION_RECOVERY_CRON).toBe('* * * * *');
  });
});

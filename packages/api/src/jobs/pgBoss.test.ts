import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

/*
 * pg-boss's default ("standard") queue policy ignores a singletonKey unless a throttle window
 * comes with it, so "one render per package" needs the queues' "short" policy: at most one
 * waiting job per key. Nobody works the queue below, so every job sent stays waiting.
 */

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('pgboss-policy');
});

afterAll(async () => {
  await t?.close();
});

describe(`the job queue (${testDatabase})`, () => {
  it('keeps one waiting job per singletonKey and separate ones for other keys', async () => {
    const { jobs } = t.platform;
    const first = await jobs.send('test-keyed', { n: 1 }, { singletonKey: 'package-1' });
    const again = await jobs.send('test-keyed', { n: 2 }, { singletonKey: 'package-1' });
    const other = await jobs.send('test-keyed', { n: 3 }, { singletonKey: 'package-2' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(other).not.toBe(first);
  });

  it('queues the next job of a key once the waiting one has started', async () => {
    const { jobs } = t.platform;
    const first = await jobs.send('test-started', { n: 1 }, { singletonKey: 'partner-1' });
    // A worker takes it (it is active now, no longer waiting) ...
    await t.platform.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${first}`,
    );
    // ... so work asked for during its run is queued, once.
    const during = await jobs.send('test-started', { n: 2 }, { singletonKey: 'partner-1' });
    const again = await jobs.send('test-started', { n: 3 }, { singletonKey: 'partner-1' });
    expect(during).toEqual(expect.any(String));
    expect(again).toBeNull();
  });
});

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from './platform';

/*
 * Two test runs at once (two checkouts, a developer beside CI) on one PostgreSQL: each file's
 * scratch database must be its run's own. Before, the name was `<base>_<file>` for every run, and
 * each run dropped "its" database first — the other run's, mid-test.
 */

const baseUrl = process.env.TEST_DATABASE_URL ?? '';

async function admin<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

const exists = async (name: string) =>
  (await admin('select 1 from pg_database where datname = $1', [name])).length === 1;

/** A pid no process has: past the kernel's pid_max (at most 2^22). */
const GONE_PID = 4_999_999;

describe('scratch databases of two runs at once', () => {
  const base = new URL(baseUrl).pathname.slice(1);
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) await admin(`drop database if exists "${name}" with (force)`);
  });

  it("carries this run's pid, and leaves another live run's database alone", async () => {
    // Another run of the same file, still going: pid 1 (init) is always alive.
    const other = `${base}_scratch_twins_1`;
    made.push(other);
    await admin(`create database "${other}"`);

    const mine = await scratchDatabase('scratch_twins');
    made.push(new URL(mine.url).pathname.slice(1));
    expect(new URL(mine.url).pathname).toBe(`/${base}_scratch_twins_${process.pid}`);
    expect(await exists(other)).toBe(true);

    await mine.drop();
    expect(await exists(`${base}_scratch_twins_${process.pid}`)).toBe(false);
    expect(await exists(other)).toBe(true);
  });

  it('drops the database a killed run left behind', async () => {
    const left = `${base}_scratch_leftover_${GONE_PID}`;
    made.push(left);
    await admin(`create database "${left}"`);

    const mine = await scratchDatabase('scratch_leftover');
    made.push(new URL(mine.url).pathname.slice(1));
    expect(await exists(left)).toBe(false);
    await mine.drop();
  });
});

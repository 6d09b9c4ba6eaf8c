import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { signUpAccount } from './accounts';
import { clearTables } from './clearTables';
import { startTestPlatform, type TestPlatform } from './platform';

/*
 * Between tests, reset() empties what tests write. It must leave what TRUNCATE … RESTART IDENTITY
 * CASCADE left: no row in the named tables nor in the tables that reference them, identities
 * numbered from the start again, and the reference lists untouched.
 */

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform('clear-tables');
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (
      await queryRows<{ n: string }>(t.platform.db, sql.raw(`select count(*) as n from ${table}`))
    )[0]?.n,
  );

async function writeMessage(from: string, to: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    t.platform.db,
    sql`insert into text_messages (source_user_id, target_user_id, message, created_at)
        values (${from}, ${to}, 'hello', now()) returning id`,
  );
  return Number(row?.id);
}

describe('clearing the tables tests write', () => {
  it('empties the named tables and those that reference them, and restarts their identities', async () => {
    const ana = await signUpAccount(t, 'ana@example.com');
    const ben = await signUpAccount(t, 'ben@example.com');
    await writeMessage(ana.id, ben.id);
    expect(await writeMessage(ben.id, ana.id)).toBe(2);
    const instruments = await count('instruments');
    expect(instruments).toBeGreaterThan(0);

    await t.reset();

    // text_messages is not in the list: it is emptied because it references users.
    expect(await count('users')).toBe(0);
    expect(await count('auth_sessions')).toBe(0);
    expect(await count('text_messages')).toBe(0);
    expect(await count('instruments')).toBe(instruments);
    const carol = await signUpAccount(t, 'carol@example.com');
    const dan = await signUpAccount(t, 'dan@example.com');
    expect(await writeMessage(carol.id, dan.id)).toBe(1);
  });

  it('refuses a table the schema does not have', async () => {
    await expect(clearTables(t.platform.db, ['no_such_table'])).rejects.toThrow(
      'clearTables: no table named no_such_table.',
    );
  });
});

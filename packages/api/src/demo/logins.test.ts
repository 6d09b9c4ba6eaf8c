import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { DEMO_EMAIL_DOMAIN } from './account';
import { demoMusicianEmails } from './logins';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('demo_logins', { DEMO_DATA: 'on' });
});

afterAll(async () => {
  await t?.close();
});

describe(`demoMusicianEmails (${testDatabase})`, () => {
  it('gives the address each loaded demo musician signs in with', async () => {
    const emails = await demoMusicianEmails();
    const loaded = await queryRows<{ id: string; email: string }>(
      t.platform.db,
      sql`select id, email from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
    );
    expect(loaded.length).toBe(emails.size);
    for (const user of loaded) expect(emails.get(user.id)).toBe(user.email);
  });
});

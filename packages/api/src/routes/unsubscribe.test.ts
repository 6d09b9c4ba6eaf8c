import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { UNSUBSCRIBE_ERRORS } from '../services/unsubscribe';
import { followConfirmation, signUpAccount, type TestAccount } from '../test/accounts';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;
let ana: TestAccount;

beforeAll(async () => {
  t = await startTestPlatform('unsubscribe');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  ana = await signUpAccount(t, 'ana@example.com');
});

const subscribed = async (id: string) =>
  (await t.platform.db.select({ on: users.subscribeEmail }).from(users).where(eq(users.id, id)))[0]
    ?.on;

/**
 * Ana's welcome mail (marketing), with its unsubscribe link: it followed the confirmation of her
 * address, which signing up includes (decision 037).
 */
async function welcomeMail() {
  const welcome = (await t.mails()).find(
    (mail) => mail.subject === 'Welcome to Backline' && mail.to === 'ana@example.com',
  );
  expect(welcome).toBeDefined();
  return welcome as NonNullable<typeof welcome>;
}

const unsubscribeLinkOf = (text: string) =>
  text.match(/http:\/\/backline\.test\/unsubscribe\/[^\s]+/)?.[0] ?? '';

describe(`POST /unsubscribe/{token} (${testDatabase})`, () => {
  it('every marketing mail carries a signed link and the List-Unsubscribe headers', async () => {
    const welcome = await welcomeMail();
    const link = unsubscribeLinkOf(welcome.text);
    expect(link).toMatch(new RegExp(`/unsubscribe/${ana.id}\\.[A-Za-z0-9_-]{43}$`));
    const headers = welcome.raw.replace(/\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('turns subscribe_email off, outside /api, from any origin and twice without harm', async () => {
    const path = new URL(unsubscribeLinkOf((await welcomeMail()).text)).pathname;
    expect(await subscribed(ana.id)).toBe(true);
    // A mail client's one-click POST comes from no page of ours and sends a form body.
    const oneClick = await t.client({ origin: null }).call('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ subscribe_email: false });
    expect(await subscribed(ana.id)).toBe(false);
    expect((await t.client().post(path)).status).toBe(200);
    expect((await t.client().post(`/api${path}`)).status).toBe(404);
  });

  it('sends a browser form post (no script) back to the page with the outcome', async () => {
    const path = new URL(unsubscribeLinkOf((await welcomeMail()).text)).pathname;
    const done = await t.client().call('POST', path, { headers: { accept: 'text/html' } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${path}?done=1`);
    const failed = await t.client().call('POST', `${path}x`, { headers: { accept: 'text/html' } });
    expect(failed.headers.get('location')).toBe(`${path}x?failed=1`);
  });

  it('refuses a token we did not sign, and one for another person', async () => {
    const ben = await signUpAccount(t, 'ben@example.com');
    const path = new URL(unsubscribeLinkOf((await welcomeMail()).text)).pathname;
    const signature = path.split('.')[1];
    for (const bad of [`/unsubscribe/${ben.id}.${signature}`, '/unsubscribe/abc', `${path}x`]) {
      const response = await t.client().post(bad);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { token: [UNSUBSCRIBE_ERRORS.badLink] } });
    }
    expect(await subscribed(ben.id)).toBe(true);
    expect(await subscribed(ana.id)).toBe(true);
  });

  it('sends no welcome mail to a person who is not subscribed', async () => {
    const signUp = await t.client().post('/api/users', {
      first_name: 'Cai',
      last_name: 'Lima',
      email: 'cai@example.com',
      password: 'correct horse battery',
      terms: true,
    });
    expect(signUp.status).toBe(202);
    await t.platform.db
      .update(users)
      .set({ subscribeEmail: false })
      .where(eq(users.email, 'cai@example.com'));
    await followConfirmation(t, t.client(), 'cai@example.com');
    const toCai = (await t.mails()).filter((mail) => mail.to === 'cai@example.com');
    expect(toCai.map((mail) => mail.subject)).toEqual(['Confirm your e-mail address']);
  });
});

import { domainText } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { IDENTITY_ERRORS } from '../services/identity';
import { signInAgain, signUpAccount, TEST_PASSWORD, type TestAccount } from '../test/accounts';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;
let ana: TestAccount;
const HOUR = 60 * 60 * 1000;
// The API's words for a bad link (the domain catalogue's auth.badToken).
const BAD_TOKEN = 'This link is invalid, already used or expired. Please request a new one.';

beforeAll(async () => {
  t = await startTestPlatform('identity');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  ana = await signUpAccount(t, 'ana@example.com');
});

const tokenOf = (link: string | undefined) =>
  new URL(link ?? 'http://x/').searchParams.get('token');

async function requestChange(account: TestAccount, update_email: string, password = TEST_PASSWORD) {
  return account.client.post(`/api/users/${account.id}/update_email`, {
    update_email,
    current_password: password,
  });
}

describe(`POST /users/{id}/update_email and the confirmation (${testDatabase})`, () => {
  it('mails a link to the new address; the address changes only when it is confirmed', async () => {
    const response = await requestChange(ana, ' Ana.New@Example.com ');
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ update_email: 'ana.new@example.com' });
    expect((await ana.client.get('/api/me')).body).toMatchObject({ email: 'ana@example.com' });

    const mails = await t.mails();
    const toNew = mails.find((mail) => mail.to === 'ana.new@example.com');
    const toOld = mails.find(
      (mail) => mail.to === 'ana@example.com' && /about to change/.test(mail.subject),
    );
    expect(toNew?.link).toMatch(/^http:\/\/backline\.test\/confirm-email-change\?token=/);
    expect(toOld?.text).toContain('ana.new@example.com');

    // Anyone holding the link confirms it (a visitor may); it works once.
    const confirmed = await t.client().post('/api/auths/confirm_email_change', {
      token: tokenOf(toNew?.link),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'ana.new@example.com', email_confirmed: true });
    expect((await ana.client.get('/api/me')).body).toMatchObject({
      email: 'ana.new@example.com',
      email_confirmed: true,
    });
    const again = await t.client().post('/api/auths/confirm_email_change', {
      token: tokenOf(toNew?.link),
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: { token: [BAD_TOKEN] } });
    // Signing in now takes the new address.
    await signInAgain(t, 'ana.new@example.com');
  });

  it('refuses with 409 when someone took the new address before the link was followed', async () => {
    await requestChange(ana, 'taken.later@example.com');
    const link = (await t.mails()).find((mail) => mail.to === 'taken.later@example.com')?.link;
    await signUpAccount(t, 'taken.later@example.com');
    const late = await t.client().post('/api/auths/confirm_email_change', {
      token: tokenOf(link),
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      errors: { token: ['An account with this email already exists.'] },
    });
    expect(late.body).toEqual({ errors: { token: [domainText('auth.emailTaken')] } });
    expect((await ana.client.get('/api/me')).body).toMatchObject({ email: 'ana@example.com' });
  });

  it('refuses an expired link, and an older link once a newer one was asked for', async () => {
    await requestChange(ana, 'first@example.com');
    await requestChange(ana, 'second@example.com');
    const mails = await t.mails();
    const first = mails.find((mail) => mail.to === 'first@example.com');
    const second = mails.find((mail) => mail.to === 'second@example.com');
    expect(
      (await t.client().post('/api/auths/confirm_email_change', { token: tokenOf(first?.link) }))
        .status,
    ).toBe(400);
    t.clock.advance(HOUR + 1);
    expect(
      (await t.client().post('/api/auths/confirm_email_change', { token: tokenOf(second?.link) }))
        .status,
    ).toBe(400);
    expect((await ana.client.get('/api/me')).body).toMatchObject({ email: 'ana@example.com' });
  });

  it('keys its errors current_password and update_email', async () => {
    const empty = await ana.client.post(`/api/users/${ana.id}/update_email`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      errors: {
        update_email: ['New Email is required'],
        current_password: ['Current password is required'],
      },
    });
    const invalid = await requestChange(ana, 'not-an-address');
    expect(invalid.body).toEqual({ errors: { update_email: ['Email is invalid'] } });

    const wrong = await requestChange(ana, 'new@example.com', 'wrong password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      errors: { current_password: [IDENTITY_ERRORS.currentPasswordWrong] },
    });

    const same = await requestChange(ana, 'ana@example.com');
    expect(same.body).toEqual({ errors: { update_email: [IDENTITY_ERRORS.sameEmail] } });
    expect((await t.mails()).filter((mail) => mail.to === 'new@example.com')).toEqual([]);
  });

  it('answers an address that has an account like a free one and tells its owner by mail (decision 037)', async () => {
    await signUpAccount(t, 'ben@example.com');
    const free = await requestChange(ana, 'free@example.com');
    const taken = await requestChange(ana, 'BEN@example.com');
    expect(taken.status).toBe(free.status);
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual({ update_email: 'ben@example.com' });
    expect(JSON.stringify(taken.body)).not.toContain('An account with this email already exists.');

    const mails = await t.mails();
    const toBen = mails.filter((mail) => mail.to === 'ben@example.com');
    expect(toBen.map((mail) => mail.subject)).toContain(
      'This e-mail address already has a Backline account',
    );
    // Ben is told, never sent a link that would move Ana's account onto his address.
    expect(toBen.some((mail) => /confirm-email-change/.test(mail.text))).toBe(false);
    // Ana's own mailbox reads the same for both requests.
    const toAna = mails.filter(
      (mail) => mail.to === 'ana@example.com' && /about to change/.test(mail.subject),
    );
    expect(toAna).toHaveLength(2);
    // The earlier request's link stopped working, as any newer request makes it.
    const freeLink = mails.find((mail) => mail.to === 'free@example.com')?.link;
    const confirmed = await t.client().post('/api/auths/confirm_email_change', {
      token: tokenOf(freeLink),
    });
    expect(confirmed.status).toBe(400);
    expect((await ana.client.get('/api/me')).body).toMatchObject({ email: 'ana@example.com' });
  });

  it('answers 409 when the new address was taken before the link was confirmed', async () => {
    await requestChange(ana, 'wanted@example.com');
    const link = (await t.mails()).find((mail) => mail.to === 'wanted@example.com')?.link;
    await signUpAccount(t, 'wanted@example.com');
    const response = await t.client().post('/api/auths/confirm_email_change', {
      token: tokenOf(link),
    });
    expect(response.status).toBe(409);
    expect((await ana.client.get('/api/me')).body).toMatchObject({ email: 'ana@example.com' });
  });

  it('counts wrong current passwords like failed sign-ins and stops guessing', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await requestChange(ana, 'new@example.com', `guess ${attempt}`)).status).toBe(400);
    }
    expect((await requestChange(ana, 'new@example.com')).status).toBe(429);
  });
});

describe(`POST /users/{id}/set_password (${testDatabase})`, () => {
  const change = (account: TestAccount, body: Record<string, string>) =>
    account.client.post(`/api/users/${account.id}/set_password`, body);

  it('changes the password and signs out every other session, keeping this one', async () => {
    const other = await signInAgain(t, 'ana@example.com');
    expect((await other.get('/api/me')).status).toBe(200);
    const response = await change(ana, {
      old_password: TEST_PASSWORD,
      new_password: 'a brand new secret',
      new_password_confirm: 'a brand new secret',
    });
    expect(response.status).toBe(204);
    expect((await ana.client.get('/api/me')).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect(
      (
        await t
          .client()
          .post('/api/auths/login', { email: 'ana@example.com', password: TEST_PASSWORD })
      ).status,
    ).toBe(401);
    await signInAgain(t, 'ana@example.com', 'a brand new secret');
  });

  it('keys its errors current_password and password', async () => {
    const empty = await change(ana, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      errors: {
        current_password: ['Current password is required'],
        password: ['New password is required'],
      },
    });
    const short = await change(ana, {
      old_password: TEST_PASSWORD,
      new_password: 'short',
      new_password_confirm: 'short',
    });
    expect(short.body).toEqual({
      errors: { password: ['Password must be at least 8 characters long'] },
    });
    const wrong = await change(ana, {
      old_password: 'not my password',
      new_password: 'a brand new secret',
      new_password_confirm: 'a brand new secret',
    });
    expect(wrong.body).toEqual({
      errors: { current_password: [IDENTITY_ERRORS.currentPasswordWrong] },
    });
    const [row] = await t.platform.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, ana.id));
    expect(row?.updatedAt.toISOString()).toBe(t.clock.now().toISOString());
  });
});

describe(`POST /users/{id}/request_reset_password (${testDatabase})`, () => {
  it("mails a reset link to the signed-in person's own address", async () => {
    const response = await ana.client.post(`/api/users/${ana.id}/request_reset_password`);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      message: 'If an account exists for that email, we have sent a link to reset its password.',
    });
    const reset = (await t.mails()).find((mail) => /reset/i.test(mail.subject));
    expect(reset?.to).toBe('ana@example.com');
    expect(reset?.link).toMatch(/\/auth\/password-reset\?token=/);
  });
});

describe(`identity calls refuse another person's id (${testDatabase})`, () => {
  it('answers 403 on every call and changes nothing', async () => {
    const ben = await signUpAccount(t, 'ben@example.com');
    const calls: [string, unknown][] = [
      ['update_email', { update_email: 'x@example.com', current_password: TEST_PASSWORD }],
      ['update_email_alt', { update_email: 'x@example.com', current_password: TEST_PASSWORD }],
      [
        'set_password',
        {
          old_password: TEST_PASSWORD,
          new_password: 'hijacked!!',
          new_password_confirm: 'hijacked!!',
        },
      ],
      ['request_reset_password', {}],
    ];
    const mailsBefore = (await t.mails()).length;
    for (const [call, body] of calls) {
      expect((await ana.client.post(`/api/users/${ben.id}/${call}`, body)).status).toBe(403);
      expect((await t.client().post(`/api/users/${ben.id}/${call}`, body)).status).toBe(401);
    }
    expect((await t.mails()).length).toBe(mailsBefore);
    await signInAgain(t, 'ben@example.com');
  });
});

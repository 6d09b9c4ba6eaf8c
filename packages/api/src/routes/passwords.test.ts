import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userTokens } from '../db/schema';
import { signUpAccount } from '../test/accounts';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('passwords');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const MINUTE = 60_000;
// The API's words for a bad link (the domain catalogue's auth.badToken).
const BAD_TOKEN = 'This link is invalid, already used or expired. Please request a new one.';
const OLD_PASSWORD = 'first password';
const NEW_PASSWORD = 'second password';

async function signedUp(email = 'ana@example.com'): Promise<TestClient> {
  return (await signUpAccount(t, email, { password: OLD_PASSWORD })).client;
}

/** Asks for a reset and returns the token from the link in the .eml file the mail adapter wrote. */
async function mailedResetToken(client: TestClient, email = 'ana@example.com'): Promise<string> {
  const before = (await t.mails()).length;
  const response = await client.post('/api/auths/forgot_password', { email });
  expect(response.status).toBe(202);
  const mails = await t.mails();
  expect(mails).toHaveLength(before + 1);
  const link = new URL(mails.at(-1)?.link ?? '');
  expect(link.pathname).toBe('/auth/password-reset');
  return link.searchParams.get('token') ?? '';
}

const reset = (client: TestClient, token: string, password = NEW_PASSWORD) =>
  client.post('/api/auths/reset_password', { token, password, password_confirmation: password });

const signIn = (client: TestClient, password: string) =>
  client.post('/api/auths/login', { email: 'ana@example.com', password });

describe(`forgotten password (${testDatabase})`, () => {
  it('answers 202 and mails a reset link whose token works, once', async () => {
    await signedUp();
    const visitor = t.client();
    const token = await mailedResetToken(visitor);
    const mail = (await t.mails()).at(-1);
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Reset your Backline password' });
    expect(mail?.link).toBe(`http://backline.test/auth/password-reset?token=${token}`);

    const response = await reset(visitor, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'ana@example.com', name: 'Ana Lima' });
    // The browser that reset the password is signed in.
    expect((await visitor.get('/api/me')).status).toBe(200);

    expect((await signIn(t.client(), OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(t.client(), NEW_PASSWORD)).status).toBe(200);

    const again = await reset(t.client(), token, 'third password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: { token: [BAD_TOKEN] } });
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const known = await signedUp();
    const mailsBefore = (await t.mails()).length;
    const forKnown = await known.post('/api/auths/forgot_password', { email: 'ana@example.com' });
    const forUnknown = await t
      .client()
      .post('/api/auths/forgot_password', { email: 'nobody@example.com' });
    expect(forUnknown.status).toBe(202);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forUnknown.body).toEqual({
      message: 'If an account exists for that email, we have sent a link to reset its password.',
    });
    expect(await t.mails()).toHaveLength(mailsBefore + 1);
  });

  it('refuses a malformed address with a field error', async () => {
    const response = await t.client().post('/api/auths/forgot_password', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { email: ['Email is invalid'] } });
  });

  it('stores only the hash of a reset token', async () => {
    await signedUp();
    const token = await mailedResetToken(t.client());
    const rows = await t.platform.db.select().from(userTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.map((row) => row.purpose).sort()).toEqual(['confirm_email', 'reset_password']);
  });

  it('honours a link for an hour and refuses it after', async () => {
    await signedUp();
    const early = await mailedResetToken(t.client());
    const late = await mailedResetToken(t.client());
    t.clock.advance(59 * MINUTE);
    expect((await reset(t.client(), late)).status).toBe(200);
    await t.reset();
    await signedUp();
    const expired = await mailedResetToken(t.client());
    t.clock.advance(60 * MINUTE + 1);
    const response = await reset(t.client(), expired);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { token: [BAD_TOKEN] } });
    expect(early).not.toBe(late);
  });

  it('ends every other session of the account', async () => {
    const laptop = await signedUp();
    const phone = t.client();
    expect((await signIn(phone, OLD_PASSWORD)).status).toBe(200);
    const visitor = t.client();
    const token = await mailedResetToken(visitor);
    expect((await reset(visitor, token)).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await visitor.get('/api/me')).status).toBe(200);
  });

  it('spends every other reset link of the account with the one used', async () => {
    await signedUp();
    const first = await mailedResetToken(t.client());
    const second = await mailedResetToken(t.client());
    expect((await reset(t.client(), second)).status).toBe(200);
    expect((await reset(t.client(), first, 'another password')).status).toBe(400);
  });

  it('confirms the address, since the link reached its mailbox', async () => {
    await signedUp();
    const visitor = t.client();
    const response = await reset(visitor, await mailedResetToken(visitor));
    expect(response.body).toMatchObject({ email_confirmed: true });
  });

  it('refuses a short password, a mismatched confirmation and a missing token with field errors', async () => {
    await signedUp();
    const token = await mailedResetToken(t.client());
    const short = await reset(t.client(), token, 'short');
    expect(short.body).toEqual({
      errors: { password: ['Password must be at least 8 characters long'] },
    });
    const mismatch = await t.client().post('/api/auths/reset_password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: 'other words',
    });
    expect(mismatch.body).toEqual({
      errors: { password_confirmation: ['Passwords do not match'] },
    });
    const missing = await t.client().post('/api/auths/reset_password', {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(missing.body).toEqual({
      errors: { token: ['This password reset link is incomplete. Please request a new one.'] },
    });
    for (const response of [short, mismatch, missing]) expect(response.status).toBe(400);
    // None of those spent the link.
    expect((await reset(t.client(), token)).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    for (const token of ['abc', 'A'.repeat(43)]) {
      const response = await reset(t.client(), token);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { token: [BAD_TOKEN] } });
    }
  });
});

describe('rate limits on resets', () => {
  it('mails at most five reset links an hour for one account', async () => {
    await signedUp();
    for (let request = 0; request < 5; request += 1) {
      expect(
        (
          await t
            .client({ ip: `198.51.100.${request}` })
            .post('/api/auths/forgot_password', { email: 'ana@example.com' })
        ).status,
      ).toBe(202);
    }
    const sixth = await t
      .client({ ip: '198.51.100.99' })
      .post('/api/auths/forgot_password', { email: 'ana@example.com' });
    expect(sixth.status).toBe(429);
    // The sign-up's confirmation and welcome mails, then five reset links.
    expect(await t.mails()).toHaveLength(2 + 5);
    t.clock.advance(60 * MINUTE);
    expect(
      (await t.client().post('/api/auths/forgot_password', { email: 'ana@example.com' })).status,
    ).toBe(202);
  });

  it('takes at most twenty reset requests an hour from one address', async () => {
    const client = t.client({ ip: '192.0.2.5' });
    for (let request = 0; request < 20; request += 1) {
      expect(
        (await client.post('/api/auths/forgot_password', { email: `p${request}@example.com` }))
          .status,
      ).toBe(202);
    }
    expect(
      (await client.post('/api/auths/forgot_password', { email: 'p99@example.com' })).status,
    ).toBe(429);
  });

  it('stops an address that keeps guessing link tokens', async () => {
    await signedUp();
    const token = await mailedResetToken(t.client());
    const guesser = t.client({ ip: '192.0.2.9' });
    for (let guess = 0; guess < 20; guess += 1) {
      expect(
        (await reset(guesser, `${'B'.repeat(40)}${String(guess).padStart(3, '0')}`)).status,
      ).toBe(400);
    }
    const refused = await reset(guesser, token);
    expect(refused.status).toBe(429);
    expect((await guesser.post('/api/auths/confirm_email', { token: 'C'.repeat(43) })).status).toBe(
      429,
    );
    // The real owner, elsewhere, is not affected.
    expect((await reset(t.client(), token)).status).toBe(200);
  });
});

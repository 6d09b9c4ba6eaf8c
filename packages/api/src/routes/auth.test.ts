import { domainText } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authSessions, users } from '../db/schema';
import { hashSecret } from '../security/secrets';
import { BROWSER_SESSION_MS, PERSISTENT_SESSION_MS } from '../services/authSessions';
import { followConfirmation } from '../test/accounts';
import {
  startTestPlatform,
  TestClient,
  type TestPlatform,
  type TestResponse,
  testDatabase,
} from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('auth');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const COOKIE = 'backline_session';
const MINUTE = 60_000;
// The API's words for a bad link (the domain catalogue's auth.badToken).
const BAD_TOKEN = 'This link is invalid, already used or expired. Please request a new one.';
const PASSWORD = 'correct horse battery';

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.com',
  password: PASSWORD,
  terms: true,
  ...overrides,
});

/** Signs up and follows the mailed link in `client`, which signs it in; answers the link's answer. */
async function signUp(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/users', signUpBody(overrides));
  expect(response.status).toBe(202);
  return followConfirmation(t, client, signUpBody(overrides).email as string);
}

/** An answer without what differs per request anyway (date, request id). */
const comparable = (response: TestResponse) => ({
  status: response.status,
  body: response.body,
  headers: [...response.headers.entries()].filter(
    ([name]) => !['date', 'x-request-id'].includes(name),
  ),
});

/** Signs up in one client and returns a fresh, signed-out client for the same account. */
async function existingAccount(email = 'ana@example.com') {
  await signUp(t.client(), { email });
  return t.client();
}

const cookieLine = (lines: string[]) => lines.find((line) => line.includes(`${COOKIE}=`)) ?? '';

describe(`sign-up (${testDatabase})`, () => {
  it('answers 202 without a session; the account waits unconfirmed for its mailed link', async () => {
    const client = t.client();
    const response = await client.post('/api/users', signUpBody({ email: ' Ana@Example.com ' }));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: 'confirmation_sent' });
    expect(response.setCookies).toEqual([]);
    expect((await client.get('/api/me')).status).toBe(401);
    const [user] = await t.platform.db.select().from(users);
    expect(user).toMatchObject({ email: 'ana@example.com', emailConfirmedAt: null });
    const mails = await t.mails();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ana@example.com', 'Confirm your e-mail address'],
    ]);
  });

  it('answers a taken address byte for byte as a free one, and tells only its owner', async () => {
    await signUp(t.client());
    const before = (await t.mails()).length;
    const free = await t.client().post('/api/users', signUpBody({ email: 'bo@example.com' }));
    const taken = await t.client().post('/api/users', signUpBody({ email: 'ANA@example.COM' }));
    expect(comparable(taken)).toEqual(comparable(free));
    expect(taken.setCookies).toEqual([]);
    expect(free.setCookies).toEqual([]);
    expect(await t.platform.db.select().from(users)).toHaveLength(2);
    const [owner] = await t.platform.db
      .select()
      .from(users)
      .where(eq(users.email, 'ana@example.com'));
    expect(owner).toMatchObject({ firstName: 'Ana', emailConfirmedAt: expect.any(Date) });
    const mails = (await t.mails()).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['bo@example.com', 'Confirm your e-mail address'],
      ['ana@example.com', 'This e-mail address already has a Backline account'],
    ]);
    // The owner's notice carries no link that could change or confirm anything.
    expect(mails[1]?.link).toBe('http://backline.test/auth/forget-password');
  });

  it('mails a new link for an unconfirmed address, with the newest sign-up’s password', async () => {
    const first = await t
      .client()
      .post('/api/users', signUpBody({ password: 'stranger password' }));
    const second = await t.client().post('/api/users', signUpBody({ first_name: 'Ane' }));
    expect(comparable(second)).toEqual(comparable(first));
    expect(await t.platform.db.select().from(users)).toHaveLength(1);
    const client = t.client();
    await followConfirmation(t, client, 'ana@example.com');
    expect((await client.get('/api/me')).body).toMatchObject({ first_name: 'Ane' });
    const stranger = await t
      .client()
      .post('/api/auths/login', { email: 'ana@example.com', password: 'stranger password' });
    expect(stranger.status).toBe(401);
    const owner = await t
      .client()
      .post('/api/auths/login', { email: 'ana@example.com', password: PASSWORD });
    expect(owner.status).toBe(200);
  });

  it('answers a sign-in to an unconfirmed account exactly like a wrong password', async () => {
    await t.client().post('/api/users', signUpBody());
    await t.client().post('/api/users', signUpBody({ email: 'bo@example.com' }));
    await followConfirmation(t, t.client(), 'bo@example.com');
    const unconfirmed = await t
      .client()
      .post('/api/auths/login', { email: 'ana@example.com', password: PASSWORD });
    const wrong = await t
      .client()
      .post('/api/auths/login', { email: 'bo@example.com', password: 'wrong password' });
    expect(unconfirmed.status).toBe(401);
    expect(comparable(unconfirmed)).toEqual(comparable(wrong));
    expect(unconfirmed.setCookies).toEqual([]);
  });

  it('lets a password reset confirm an unconfirmed account (the link proves the mailbox)', async () => {
    await t.client().post('/api/users', signUpBody());
    await t.client().post('/api/auths/forgot_password', { email: 'ana@example.com' });
    const reset = (await t.mails()).find((mail) => mail.link?.includes('/auth/password-reset'));
    const token = new URL(reset?.link ?? '').searchParams.get('token');
    const client = t.client();
    const response = await client.post('/api/auths/reset_password', {
      token,
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(response.status).toBe(200);
    expect((await client.get('/api/me')).body).toMatchObject({ email_confirmed: true });
    const signIn = await t
      .client()
      .post('/api/auths/login', { email: 'ana@example.com', password: 'a new password' });
    expect(signIn.status).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax browser-session cookie, not Secure over plain HTTP', async () => {
    // The mailed link signs in (decision 037).
    const response = await signUp(t.client());
    const line = cookieLine(response.setCookies);
    expect(line).toMatch(/^backline_session=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Max-Age|Expires|Secure/i);
  });

  it('stores the password as argon2id (m=19 MiB, t=2, p=1) and the session id only hashed', async () => {
    const client = t.client();
    await signUp(client);
    const [user] = await t.platform.db.select().from(users);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
    const cookie = client.cookies.get(COOKIE) ?? '';
    const sessions = await t.platform.db.select().from(authSessions);
    expect(sessions.map((session) => session.idHash)).toEqual([hashSecret(cookie)]);
  });

  it.each([
    ['an empty first name', { first_name: '' }, 'first_name', 'First Name is required'],
    ['a blank last name', { last_name: '   ' }, 'last_name', 'Last Name is required'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Email is invalid'],
    [
      'a 5-character password',
      { password: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      'a 129-character password',
      { password: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters long',
    ],
    ['unaccepted terms', { terms: false }, 'terms', 'You must accept the terms of service'],
    ['a number for a name', { first_name: 42 }, 'first_name', expect.any(String)],
  ])(
    'refuses %s with a field error and creates nothing',
    async (_label, overrides, field, message) => {
      const client = t.client();
      const response = await client.post('/api/users', signUpBody(overrides));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { [field]: [message] } });
      expect(response.setCookies).toEqual([]);
      expect(await t.platform.db.select().from(users)).toEqual([]);
    },
  );

  it('lists every broken field at once', async () => {
    const response = await t.client().post('/api/users', {});
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { errors: object }).errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'terms',
    ]);
  });

  it('mails a confirmation link that confirms the address once and signs that browser in', async () => {
    const client = t.client();
    expect((await client.post('/api/users', signUpBody())).status).toBe(202);
    const [mail] = await t.mails();
    expect(mail?.to).toBe('ana@example.com');
    expect(mail?.link).toMatch(
      /^http:\/\/backline\.test\/auth\/confirm-mail\?token=[A-Za-z0-9_-]{43}$/,
    );
    const token = new URL(mail?.link ?? '').searchParams.get('token');

    // The link may be opened in another browser: the token alone is enough, and signs it in.
    const other = t.client();
    const confirmed = await other.post('/api/auths/confirm_email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'ana@example.com', email_confirmed: true });
    expect(cookieLine(confirmed.setCookies)).toMatch(/^backline_session=[A-Za-z0-9_-]{43};/);
    expect((await other.get('/api/me')).body).toMatchObject({
      email: 'ana@example.com',
      email_confirmed: true,
    });
    expect((await client.get('/api/me')).status).toBe(401);

    const again = await t.client().post('/api/auths/confirm_email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: { token: [BAD_TOKEN] } });
  });

  it('lets the confirmation link lapse after one hour', async () => {
    await t.client().post('/api/users', signUpBody());
    const [mail] = await t.mails();
    const token = new URL(mail?.link ?? '').searchParams.get('token');
    t.clock.advance(60 * MINUTE + 1);
    const response = await t.client().post('/api/auths/confirm_email', { token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { token: [BAD_TOKEN] } });
  });

  it('refuses a confirmation without a token or with a made-up one', async () => {
    expect((await t.client().post('/api/auths/confirm_email', {})).status).toBe(400);
    const madeUp = await t.client().post('/api/auths/confirm_email', { token: 'A'.repeat(43) });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toEqual({ errors: { token: [BAD_TOKEN] } });
    expect(madeUp.body).toEqual({ errors: { token: [domainText('auth.badToken')] } });
  });
});

describe(`sign-in (${testDatabase})`, () => {
  it('answers 200 with the user and a new session id, never the old one', async () => {
    const signUpClient = t.client();
    await signUp(signUpClient);
    const client = t.client();
    const response = await client.post('/api/auths/login', {
      email: 'ANA@example.com',
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Ana Lima', email: 'ana@example.com' });
    expect(client.cookies.get(COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.cookies.get(COOKIE)).not.toBe(signUpClient.cookies.get(COOKIE));
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('sets a browser-session cookie without "remember me" and a 30-day one with it', async () => {
    const client = await existingAccount();
    const plain = await client.post('/api/auths/login', {
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(cookieLine(plain.setCookies)).not.toMatch(/Max-Age/);
    const remembered = await client.post('/api/auths/login', {
      email: 'ana@example.com',
      password: PASSWORD,
      remember_me: true,
    });
    expect(cookieLine(remembered.setCookies)).toMatch(`; Max-Age=${PERSISTENT_SESSION_MS / 1000}`);
  });

  it('answers 401 with one message for a wrong password and for an unknown address', async () => {
    const client = await existingAccount();
    const wrong = await client.post('/api/auths/login', {
      email: 'ana@example.com',
      password: 'wrong password',
    });
    const unknown = await client.post('/api/auths/login', {
      email: 'bo@example.com',
      password: PASSWORD,
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Incorrect email or password.' });
      expect(response.setCookies).toEqual([]);
    }
  });

  it('answers missing credentials with field errors', async () => {
    const response = await t.client().post('/api/auths/login', { email: ' ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: { email: ['Email is required'], password: ['Password is required'] },
    });
  });

  it('refuses the 11th rapid failed sign-in with 429, even with the right password', async () => {
    const client = await existingAccount();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await client.post('/api/auths/login', {
        email: 'ana@example.com',
        password: `guess ${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const eleventh = await client.post('/api/auths/login', {
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(eleventh.body).toEqual({ error: domainText('request.tooManyAttempts') });
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(eleventh.setCookies).toEqual([]);

    // The limit is per account: from another address it still holds.
    const elsewhere = t.client({ ip: '198.51.100.7' });
    expect(
      (await elsewhere.post('/api/auths/login', { email: 'ana@example.com', password: PASSWORD }))
        .status,
    ).toBe(429);

    t.clock.advance(15 * MINUTE);
    expect(
      (await client.post('/api/auths/login', { email: 'ana@example.com', password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('forgets earlier failures once the right password is given', async () => {
    const client = await existingAccount();
    const fail = () =>
      client.post('/api/auths/login', { email: 'ana@example.com', password: 'nope nope' });
    for (let attempt = 0; attempt < 9; attempt += 1) await fail();
    expect(
      (await client.post('/api/auths/login', { email: 'ana@example.com', password: PASSWORD }))
        .status,
    ).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await fail()).status).toBe(401);
  });

  it('limits failed sign-ins per IP address across accounts', async () => {
    const attacker = t.client({ ip: '192.0.2.66' });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await attacker.post('/api/auths/login', {
        email: `person${attempt}@example.com`,
        password: 'password1',
      });
      expect(response.status).toBe(401);
    }
    const refused = await attacker.post('/api/auths/login', {
      email: 'new@example.com',
      password: 'password1',
    });
    expect(refused.status).toBe(429);
    const someoneElse = t.client({ ip: '192.0.2.67' });
    expect(
      (
        await someoneElse.post('/api/auths/login', {
          email: 'new@example.com',
          password: 'password1',
        })
      ).status,
    ).toBe(401);
  }, 180_000); // 51 sign-in attempts, each a full password check: minutes on a loaded CI box
});

describe(`the session (${testDatabase})`, () => {
  it('answers GET /me with 401 when nobody is signed in or the cookie is made up', async () => {
    const nobody = await t.client().get('/api/me');
    expect(nobody.status).toBe(401);
    expect(nobody.body).toEqual({ error: expect.any(String) });
    const forged = t.client();
    forged.cookies.set(COOKIE, 'A'.repeat(43));
    expect((await forged.get('/api/me')).status).toBe(401);
  });

  it('signs out: 204, the cookie removed and the session deleted on the server', async () => {
    const client = t.client();
    await signUp(client);
    const stolen = client.cookies.get(COOKIE) ?? '';
    const response = await client.delete('/api/auths/logout');
    expect(response.status).toBe(204);
    expect(cookieLine(response.setCookies)).toMatch(/Max-Age=0/);
    expect(client.cookies.has(COOKIE)).toBe(false);
    expect(await t.platform.db.select().from(authSessions)).toEqual([]);

    // A copy of the old cookie is worth nothing now.
    const replay = t.client();
    replay.cookies.set(COOKIE, stolen);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('signs out only this browser', async () => {
    const first = t.client();
    await signUp(first);
    const second = t.client();
    await second.post('/api/auths/login', { email: 'ana@example.com', password: PASSWORD });
    await first.delete('/api/auths/logout');
    expect((await second.get('/api/me')).status).toBe(200);
  });

  it('answers 204 to a sign-out when nobody is signed in', async () => {
    expect((await t.client().delete('/api/auths/logout')).status).toBe(204);
  });

  it('lets an unused browser session lapse after a day, and keeps a used one alive', async () => {
    const idle = t.client();
    await signUp(idle);
    const active = t.client();
    await active.post('/api/auths/login', { email: 'ana@example.com', password: PASSWORD });
    for (let hour = 0; hour < 3; hour += 1) {
      t.clock.advance(BROWSER_SESSION_MS / 2 + MINUTE);
      expect((await active.get('/api/me')).status).toBe(200);
    }
    expect((await idle.get('/api/me')).status).toBe(401);
  });

  it('sends a remembered cookie again with a new Max-Age when it is extended', async () => {
    const client = await existingAccount();
    await client.post('/api/auths/login', {
      email: 'ana@example.com',
      password: PASSWORD,
      remember_me: true,
    });
    t.clock.advance(PERSISTENT_SESSION_MS / 2 + MINUTE);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(cookieLine(me.setCookies)).toMatch(`; Max-Age=${PERSISTENT_SESSION_MS / 1000}`);
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-site sign-in, sign-up and sign-out with 403', async () => {
    const victim = t.client();
    await signUp(victim);
    const evil = new TestClient(t.platform, { origin: 'https://evil.example' });
    evil.cookies.set(COOKIE, victim.cookies.get(COOKIE) ?? '');

    const login = await evil.post('/api/auths/login', {
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      error:
        'This request came from another site and was refused. Please reload the page and try again.',
    });
    expect(login.body).toEqual({ error: domainText('request.crossSiteRefused') });
    expect(login.setCookies).toEqual([]);
    const created = await evil.post('/api/users', signUpBody({ email: 'evil@example.com' }));
    expect(created.status).toBe(403);
    expect(
      await t.platform.db.select().from(users).where(eq(users.email, 'evil@example.com')),
    ).toEqual([]);
    expect((await evil.delete('/api/auths/logout')).status).toBe(403);
    expect((await victim.get('/api/me')).status).toBe(200);
  });
});

describe('over HTTPS', () => {
  it('names the cookie __Host-backline_session and marks it Secure', async () => {
    const https = await t.variant({ PUBLIC_URL: 'https://backline.example.com' });
    try {
      const client = new TestClient(https);
      expect((await client.post('/api/users', signUpBody())).status).toBe(202);
      // The mailed link points at the public address, and following it signs in.
      await https.mail.idle();
      const [mail] = await t.mails();
      expect(mail?.link).toMatch(/^https:\/\/backline\.example\.com\/auth\/confirm-mail\?token=/);
      const token = new URL(mail?.link ?? '').searchParams.get('token');
      const response = await client.post('/api/auths/confirm_email', { token });
      expect(response.status).toBe(200);
      const line = response.setCookies.find((cookie) => cookie.startsWith('__Host-')) ?? '';
      expect(line).toMatch(/^__Host-backline_session=[A-Za-z0-9_-]{43};/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect((await client.get('/api/me')).status).toBe(200);
    } finally {
      await https.close();
    }
  });
});

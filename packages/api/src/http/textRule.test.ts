import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signUpAccount } from '../test/accounts';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

// One text rule (decision 030) for every body, query and path.
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('textrule');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

// The text rule's refusal, as decision 030 words it.
const refusedAt = (field: string) => ({
  errors: { [field]: ['Contains characters that are not allowed'] },
});
const errorsLogged = () => t.logger.entries.filter((entry) => entry.level === 'error');

describe(`NUL and lone surrogates are refused with 400, the field named (${testDatabase})`, () => {
  it('in a query, signed out', async () => {
    const response = await t.client().get('/api/jamtracks?search=%00');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedAt('search'));
  });

  it('in a query read outside the schemas, and in a path', async () => {
    const ana = await signUpAccount(t, 'ana@example.com');
    const cart = await ana.client.call('DELETE', '/api/shopping_carts?id=%00');
    expect(cart.status).toBe(400);
    expect(cart.body).toEqual(refusedAt('id'));
    const path = await ana.client.get('/api/users/%00/profile');
    expect(path.status).toBe(400);
    expect(path.body).toEqual(refusedAt('base'));
  });

  it('in a JSON body, signed out', async () => {
    const login = await t.client().post('/api/auths/login', { email: '\u0000', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(refusedAt('email'));
    const alert = await t.client().post('/api/alerts', { subject: '\ud800' });
    expect(alert.status).toBe(400);
    expect(alert.body).toEqual(refusedAt('subject'));
    const nested = await t.client().post('/api/alerts', { subject: 'x', data: { a: ['\udfff'] } });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual(refusedAt('data.a.0'));
    const signUp = await t.client().post('/api/users', {
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'nul@example.com',
      password: 'pass\u0000word',
      terms: true,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toEqual(refusedAt('password'));
  });

  it('in a JSON body, signed in', async () => {
    const ana = await signUpAccount(t, 'ana@example.com');
    const chat = await ana.client.post('/api/chat', { message: 'hi\u0000', channel: 'lobby' });
    expect(chat.status).toBe(400);
    expect(chat.body).toEqual(refusedAt('message'));
    const profile = await ana.client.post(`/api/users/${ana.id}`, { biography: '\ud83d' });
    expect(profile.status).toBe(400);
    expect(profile.body).toEqual(refusedAt('biography'));
    expect(errorsLogged()).toEqual([]);
  });
});

describe(`bidirectional controls are removed from what people type (${testDatabase})`, () => {
  it('from names, biographies and chat, and not from passwords', async () => {
    const password = 'secret\u202Epassword';
    const ana = await signUpAccount(t, 'ana@example.com', {
      first_name: 'A\u202Ena',
      last_name: '\u2066Lima\u2069',
      password,
    });
    const [row] = await t.platform.db.select().from(users).where(eq(users.id, ana.id));
    expect([row?.firstName, row?.lastName]).toEqual(['Ana', 'Lima']);
    // The password is kept exactly as typed: the same characters sign in, fewer do not.
    expect((await t.client().post('/api/auths/login', { email: ana.email, password })).status).toBe(
      200,
    );
    expect(
      (await t.client().post('/api/auths/login', { email: ana.email, password: 'secretpassword' }))
        .status,
    ).toBe(401);

    const profile = await ana.client.post(`/api/users/${ana.id}`, {
      biography: 'Bass \u202Dplayer\u202C from \u2067Austin\u2069, \u200Eמוזיקאי\u200F',
    });
    expect(profile.status).toBe(200);
    expect((profile.body as { biography: string }).biography).toBe(
      'Bass player from Austin, \u200Eמוזיקאי\u200F',
    );

    const chat = await ana.client.post('/api/chat', {
      message: 'see \u202Eexe.jpg',
      type: 'CHAT_MESSAGE',
      channel: 'lobby',
      client_id: 'c-1',
    });
    expect(chat.status).toBe(201);
    expect((chat.body as { message: string }).message).toBe('see exe.jpg');
  });
});

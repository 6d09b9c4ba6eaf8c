import { domainText } from '@backline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

// ASVS V16.2.5: a failed query is logged without its values.
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('logging');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

/** Everything the server wrote to its log, as one text to grep. */
const logText = () =>
  JSON.stringify(t.logger.entries) + ((t.logger as { lines?: string[] }).lines ?? []).join('');

describe(`the server's log (${testDatabase})`, () => {
  it('logs a failed sign-up without the address or the password hash', async () => {
    await t.platform.db.execute(
      sql.raw(
        `ALTER TABLE users ADD CONSTRAINT test_refuse CHECK (first_name <> 'Refuse') NOT VALID`,
      ),
    );
    try {
      const response = await t.client().post('/api/users', {
        first_name: 'Refuse',
        last_name: 'Lima',
        email: 'leak-check@example.com',
        password: 'correct horse battery',
        terms: true,
      });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        error: 'Something went wrong on our side. Please try again.',
      });
      expect(response.body).toEqual({ error: domainText('request.unexpected') });
      expect(JSON.stringify(response.body)).not.toMatch(/insert|users|at /i);
    } finally {
      await t.platform.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT test_refuse'));
    }
    const log = logText();
    expect(log).toContain('unhandled error');
    expect(log).not.toContain('leak-check@example.com');
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain('correct horse battery');
    expect(log).not.toMatch(/Failing row/);
  });

  it('logs a failed sign-in without the typed address', async () => {
    await t.platform.db.execute(sql.raw('ALTER TABLE users RENAME TO users_away'));
    try {
      const response = await t
        .client()
        .post('/api/auths/login', { email: 'typed-address@example.com', password: 'hunter22' });
      expect(response.status).toBe(500);
    } finally {
      await t.platform.db.execute(sql.raw('ALTER TABLE users_away RENAME TO users'));
    }
    const log = logText();
    expect(log).toContain('unhandled error');
    expect(log).not.toContain('typed-address@example.com');
    expect(log).not.toContain('hunter22');
  });

  it('puts the request id on every line written while handling a request', async () => {
    const response = await t.client().post('/api/alerts', { subject: 'Mixdown failed' });
    expect(response.status).toBe(201);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = (t.logger as { lines?: string[] }).lines ?? [];
    const alert = lines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'alert: Mixdown failed');
    expect(alert).toMatchObject({ level: 'warn', requestId });
  });
});

import { expect } from 'vitest';
import type { TestClient, TestPlatform } from './platform';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestAccount {
  client: TestClient;
  id: string;
  email: string;
}

/** Signs up a person and follows the mailed link, which signs the returned client in. */
export async function signUpAccount(
  t: TestPlatform,
  email: string,
  overrides: Record<string, unknown> = {},
  client: TestClient = t.client(),
): Promise<TestAccount> {
  const response = await client.post('/api/users', {
    first_name: 'Ana',
    last_name: 'Lima',
    email,
    password: TEST_PASSWORD,
    terms: true,
    ...overrides,
  });
  expect(response.status).toBe(202);
  await followConfirmation(t, client, email);
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  return { client, id: (me.body as { id: string }).id, email };
}

/** The token of the newest confirmation link mailed to `email` (decision 037). */
export async function confirmationToken(t: TestPlatform, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const mail = (await t.mails())
    .reverse()
    .find((m) => m.to.includes(address) && m.link?.includes('/auth/confirm-mail?token='));
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  expect(token, `a confirmation link mailed to ${address}`).toBeTruthy();
  return token as string;
}

/** Follows the newest confirmation link to `email` in `client`, which it signs in. */
export async function followConfirmation(t: TestPlatform, client: TestClient, email: string) {
  const token = await confirmationToken(t, email);
  const confirmed = await client.post('/api/auths/confirm_email', { token });
  expect(confirmed.status).toBe(200);
  return confirmed;
}

/** Another browser signed in to the same account. */
export async function signInAgain(t: TestPlatform, email: string, password = TEST_PASSWORD) {
  const client = t.client();
  const response = await client.post('/api/auths/login', { email, password });
  expect(response.status).toBe(200);
  return client;
}

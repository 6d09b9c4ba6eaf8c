import { expect } from 'vitest';
import type { TestClient, TestPlatform } from './platform';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestAccount {
  client: TestClient;
  id: string;
  email: string;
}

/** Signs up a person (signed in in the returned client). */
export async function signUpAccount(
  t: TestPlatform,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const client = t.client();
  const response = await client.post('/api/users', {
    first_name: 'Ana',
    last_name: 'Lima',
    email,
    password: TEST_PASSWORD,
    terms: true,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return { client, id: (response.body as { id: string }).id, email };
}

/** Another browser signed in to the same account. */
export async function signInAgain(t: TestPlatform, email: string, password = TEST_PASSWORD) {
  const client = t.client();
  const response = await client.post('/api/auths/login', { email, password });
  expect(response.status).toBe(200);
  return client;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPostKeyed, expectJson } from './fetcher';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentBodies = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('apiPostKeyed', () => {
  it('sends the body with a client key, and once more with the same key when the request is lost', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const response = await apiPostKeyed('/api/sessions', { name: 'Blues jam' });
    expect(response.status).toBe(201);
    const [first, second] = sentBodies(fetch);
    expect(first).toEqual({
      name: 'Blues jam',
      client_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(second).toEqual(first);
  });

  it('does not send again when the server answered, even with an error', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 422 }));
    vi.stubGlobal('fetch', fetch);
    expect((await apiPostKeyed('/api/sessions', { name: '' })).status).toBe(422);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('makes a new key for each write', async () => {
    const fetch = vi.fn().mockImplementation(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await apiPostKeyed('/api/users/me/friend_requests', { friend_id: 'a' });
    await apiPostKeyed('/api/users/me/friend_requests', { friend_id: 'a' });
    const [first, second] = sentBodies(fetch);
    expect(first.client_id).not.toBe(second.client_id);
  });
});

describe('expectJson', () => {
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('answers the JSON of a success, and null for one without a body', async () => {
    expect(await expectJson(json({ id: 'a' }, 200))).toEqual({ id: 'a' });
    expect(await expectJson(new Response(null, { status: 204 }))).toBeNull();
  });

  it('throws an ApiError with the status and the refusal body', async () => {
    const refused = expectJson(json({ errors: { name: ['is required'] } }, 422));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(expectJson(json({ error: 'slow down' }, 429))).rejects.toMatchObject({
      status: 429,
      body: { error: 'slow down' },
    });
  });
});

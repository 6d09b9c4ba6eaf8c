import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPostAnswer, apiPostKeyed, expectJson } from './fetcher';

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

describe('apiPostAnswer', () => {
  it('reads a refusal whole: its status, its JSON and its text, with the extra headers sent', async () => {
    const body = '{"errors":{"number":["Your card was declined."]}}';
    const fetch = vi.fn().mockResolvedValue(new Response(body, { status: 422 }));
    vi.stubGlobal('fetch', fetch);
    const answer = await apiPostAnswer('/api/billing/place_order', {}, { 'idempotency-key': 'k1' });
    expect(answer).toEqual({ ok: false, status: 422, json: JSON.parse(body), text: body });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    });
  });

  it('answers null JSON for an empty body or one that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response(null, { status: 204 }))
        .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 })),
    );
    expect(await apiPostAnswer('/api/x', {})).toEqual({
      ok: true,
      status: 204,
      json: null,
      text: '',
    });
    expect(await apiPostAnswer('/api/x', {})).toEqual({
      ok: false,
      status: 502,
      json: null,
      text: 'Bad gateway',
    });
  });
});

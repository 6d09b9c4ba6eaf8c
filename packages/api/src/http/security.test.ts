import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { sameOriginMutations } from './security';

const withPublicUrl = loadConfig({ PUBLIC_URL: 'https://backline.example.com/' });
const withoutPublicUrl = loadConfig({ PORT: '3000' });

/** The API's check alone, answering its refusal as the app does. */
function api(config = withoutPublicUrl) {
  const app = new Hono<AppEnv>();
  app.use('*', sameOriginMutations(config));
  app.all('*', (c) => c.json({ ok: true }));
  app.onError((error, c) =>
    error instanceof HttpError ? c.json(error.body, error.status) : c.json({}, 500),
  );
  return app;
}

const post = (url: string, origin: string | undefined) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: '{}',
  });

describe('sameOriginMutations', () => {
  it('without PUBLIC_URL, takes a mutation from the page of the address it was sent to', async () => {
    for (const address of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
    ]) {
      const answer = await api().fetch(post(`${address}/api/auths/login`, address));
      expect(answer.status, address).toBe(200);
    }
  });

  it('without PUBLIC_URL, refuses another site and another address of the machine', async () => {
    const app = api();
    for (const origin of ['https://evil.example', 'http://localhost:3000', undefined]) {
      const answer = await app.fetch(post('http://127.0.0.1:3000/api/auths/login', origin));
      expect(answer.status, String(origin)).toBe(403);
      expect(await answer.json()).toEqual({
        error:
          'This request came from another site and was refused. Please reload the page and try again.',
      });
    }
  });

  it('with PUBLIC_URL, takes only the public address', async () => {
    const app = api(withPublicUrl);
    const ok = await app.fetch(
      post('http://127.0.0.1:3000/api/auths/login', 'https://backline.example.com'),
    );
    expect(ok.status).toBe(200);
    for (const origin of ['http://127.0.0.1:3000', 'https://evil.example']) {
      const answer = await app.fetch(post('http://127.0.0.1:3000/api/auths/login', origin));
      expect(answer.status, origin).toBe(403);
    }
  });

  it('lets reads through whatever their Origin', async () => {
    const answer = await api(withPublicUrl).fetch(
      new Request('http://127.0.0.1:3000/api/me', { headers: { origin: 'https://evil.example' } }),
    );
    expect(answer.status).toBe(200);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Platform } from '@backline/api';
import { describe, expect, it, vi } from 'vitest';
import { affiliateVisitCookies } from './affiliateVisit';
import { createWebServer } from './app';

/** A platform whose API answers with the path it was asked for; pages are never built here. */
function server({
  publicUrlSet = true,
  clientDirectory,
}: {
  publicUrlSet?: boolean;
  clientDirectory?: string;
} = {}) {
  const fetch = vi.fn(
    async (request: Request) =>
      new Response(`api ${request.method} ${new URL(request.url).pathname}`),
  );
  // The in-process call of pages: here only the affiliate visit, which answers its cookie.
  const request = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response('{"counted":true}', {
        headers: { 'set-cookie': 'affiliate_visitor=p-1; Max-Age=86400; Path=/; HttpOnly' },
      }),
  );
  const platform = {
    config: { publicUrl: 'http://localhost:3000', publicUrlSet, trustProxy: 0 },
    app: { fetch },
    request,
  } as unknown as Platform;
  const app = createWebServer({
    platform,
    mode: 'development',
    build: () => Promise.reject(new Error('no page build in this test')),
    ...(clientDirectory ? { clientDirectory } : {}),
  });
  return { app, fetch, request };
}

// What @hono/node-server passes; no socket in a unit test.
const env = { incoming: undefined, outgoing: undefined };

describe('createWebServer routes', () => {
  it('hands the unsubscribe call (POST, outside /api) to the API, and its GET to the pages', async () => {
    const { app, fetch } = server();
    const posted = await app.request('/unsubscribe/abc.def', { method: 'POST' }, env);
    expect(await posted.text()).toBe('api POST /unsubscribe/abc.def');

    // The page build is missing here, so the page fails; what matters is the API was not asked.
    const page = await app.request('/unsubscribe/abc.def', {}, env);
    expect(page.status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands every /api path to the API', async () => {
    const { app } = server();
    expect(await (await app.request('/api/me', {}, env)).text()).toBe('api GET /api/me');
  });

  it('counts a page opened with ?affiliate= and sends the visit cookie with the page', async () => {
    const { app, request } = server();
    const page = await app.request('http://localhost:3000/jamtracks?affiliate=p-1', {}, env);
    expect(request).toHaveBeenCalledTimes(1);
    const [path, init] = request.mock.calls[0] ?? [];
    expect(path).toBe('http://localhost:3000/api/affiliate_visits');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ affiliate: 'p-1' });
    expect(new Headers(init?.headers).get('origin')).toBe('http://localhost:3000');
    // No page build here: the page itself fails, after the visit was counted.
    expect(page.status).toBe(500);
  });

  it('counts the visit at the address the page was opened at when PUBLIC_URL is not set', async () => {
    const { app, request } = server({ publicUrlSet: false });
    await app.request('http://192.0.2.2:3000/jamtracks?affiliate=p-1', {}, env);
    const [path, init] = request.mock.calls[0] ?? [];
    expect(path).toBe('http://192.0.2.2:3000/api/affiliate_visits');
    expect(new Headers(init?.headers).get('origin')).toBe('http://192.0.2.2:3000');
  });

  it('answers the visit call’s cookies for the page, and none when the call fails', async () => {
    const { request } = server();
    const platform = {
      config: { publicUrl: 'http://localhost:3000', publicUrlSet: true },
      request,
    };
    const visit = new Request('http://localhost:3000/?affiliate=p-1', {
      headers: { cookie: 'theme=dark' },
    });
    const cookies = await affiliateVisitCookies(platform as unknown as Platform, visit, '1.2.3.4');
    expect(cookies).toEqual(['affiliate_visitor=p-1; Max-Age=86400; Path=/; HttpOnly']);
    expect(new Headers(request.mock.calls[0]?.[1]?.headers).get('cookie')).toBe('theme=dark');

    request.mockResolvedValueOnce(new Response('{"error":"bad"}', { status: 400 }));
    expect(await affiliateVisitCookies(platform as unknown as Platform, visit, '1.2.3.4')).toEqual(
      [],
    );
  });

  it('refuses a page form from another origin with 403 before the page is built', async () => {
    const { app, fetch, request } = server();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:3000', undefined]) {
        const answer = await app.request(
          'http://localhost:3000/auth/logout',
          { method, headers: origin ? { origin } : {} },
          env,
        );
        expect(answer.status, `${method} from ${origin}`).toBe(403);
        expect(await answer.text()).toBe(
          'This request came from another site and was refused. Please reload the page and try again.',
        );
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
      }
    }
    // Remix's single fetch path too.
    const data = await app.request(
      'http://localhost:3000/auth/logout.data',
      { method: 'POST', headers: { origin: 'https://evil.example' } },
      env,
    );
    expect(data.status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });

  it('lets a page form from the address the page came from through when PUBLIC_URL is not set', async () => {
    const { app } = server({ publicUrlSet: false });
    for (const address of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.0.2.2:3000',
    ]) {
      // No page build here: getting as far as Remix (500) is what shows the form passed.
      const answer = await app.request(
        `${address}/auth/login`,
        { method: 'POST', headers: { origin: address } },
        env,
      );
      expect(answer.status, address).toBe(500);
    }
    const other = await app.request(
      'http://127.0.0.1:3000/auth/login',
      { method: 'POST', headers: { origin: 'http://localhost:3000' } },
      env,
    );
    expect(other.status).toBe(403);
  });

  it('with PUBLIC_URL set, takes page forms from its origin alone', async () => {
    const { app } = server({ publicUrlSet: true });
    const ok = await app.request(
      'http://127.0.0.1:3000/auth/login',
      { method: 'POST', headers: { origin: 'http://localhost:3000' } },
      env,
    );
    expect(ok.status).toBe(500);
    const refused = await app.request(
      'http://127.0.0.1:3000/auth/login',
      { method: 'POST', headers: { origin: 'http://127.0.0.1:3000' } },
      env,
    );
    expect(refused.status).toBe(403);
  });

  it('serves the client files with their caching, and passes every other path on to the pages', async () => {
    const clientDirectory = await mkdtemp(join(tmpdir(), 'backline-client-'));
    await writeFile(join(clientDirectory, 'robots.txt'), 'User-agent: *');
    const { app } = server({ clientDirectory });
    const file = await app.request('http://localhost:3000/robots.txt', {}, env);
    expect(await file.text()).toBe('User-agent: *');
    expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
    // Not a file: the pages' origin check answers (403), not a crash of the file server (500: it
    // took the Context that serveStatic hands back for a missing file for a Response).
    const refused = await app.request(
      'http://localhost:3000/auth/register',
      { method: 'POST', headers: { origin: 'https://evil.example' } },
      env,
    );
    expect(refused.status).toBe(403);
    await rm(clientDirectory, { recursive: true, force: true });
  });

  it('asks nothing for a page without the affiliate value', async () => {
    const { app, request } = server();
    await app.request('/jamtracks?q=blues', {}, env);
    expect(request).not.toHaveBeenCalled();
  });
});

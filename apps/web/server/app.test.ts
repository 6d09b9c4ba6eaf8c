import type { Platform } from '@backline/api';
import { describe, expect, it, vi } from 'vitest';
import { affiliateVisitCookies } from './affiliateVisit';
import { createWebServer } from './app';

/** A platform whose API answers with the path it was asked for; pages are never built here. */
function server() {
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
    config: { publicUrl: 'http://localhost:3000', trustProxy: 0 },
    app: { fetch },
    request,
  } as unknown as Platform;
  const app = createWebServer({
    platform,
    mode: 'development',
    build: () => Promise.reject(new Error('no page build in this test')),
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
    const page = await app.request('/jamtracks?affiliate=p-1', {}, env);
    expect(request).toHaveBeenCalledTimes(1);
    const [path, init] = request.mock.calls[0] ?? [];
    expect(path).toBe('/api/affiliate_visits');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ affiliate: 'p-1' });
    expect(new Headers(init?.headers).get('origin')).toBe('http://localhost:3000');
    // No page build here: the page itself fails, after the visit was counted.
    expect(page.status).toBe(500);
  });

  it('answers the visit call’s cookies for the page, and none when the call fails', async () => {
    const { request } = server();
    const platform = { config: { publicUrl: 'http://localhost:3000' }, request };
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

  it('asks nothing for a page without the affiliate value', async () => {
    const { app, request } = server();
    await app.request('/jamtracks?q=blues', {}, env);
    expect(request).not.toHaveBeenCalled();
  });
});

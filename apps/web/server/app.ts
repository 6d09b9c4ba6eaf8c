import type { IncomingMessage } from 'node:http';
import type { Platform } from '@backline/api';
import { domainText, isAllowedOrigin } from '@backline/domain';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from '@remix-run/node';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
// The load context's type (AppLoadContext is augmented there).
import '../app/load-context';
import { affiliateVisitCookies } from './affiliateVisit';
import { newNonce, pageContentSecurityPolicy, pageSecurityHeaders } from './security';

export interface WebServerOptions {
  platform: Platform;
  /** Remix's server build, or (with Vite in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** `build/client`: hashed assets served with immutable caching. Vite serves them in development. */
  clientDirectory?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Methods that change nothing; every other one is a form's (or a script's) mutation. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * A page form (a document POST, or Remix's single fetch `.data` POST) from another origin:
 * refused here, in one place for every page action, before Remix's own check (which only
 * compares the Origin's host with Host and throws, a 500) and before any action runs. The
 * origin rule is the API's (`isAllowedOrigin`: PUBLIC_URL's origin when set, else the address
 * the page was sent to; decision 031).
 */
function isRefusedPageForm(
  request: Request,
  config: Pick<Platform['config'], 'publicUrl' | 'publicUrlSet'>,
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  return !isAllowedOrigin(config, request.headers.get('origin'), request.url);
}

/**
 * Files of the client build with their caching. The build's `.br`/`.gz` twins
 * (server/precompress.mjs) are chosen by Accept-Encoding, so compress() leaves them alone (they
 * have a Content-Encoding). The header is put on the found file's answer itself: serveStatic's
 * `onFound` runs after that answer is made, and a header set there never reached the browser.
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const found = await serve(c, next);
    // No such file: serveStatic answers what next() does, the Context (not a Response).
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl);
    return found;
  };
}

/**
 * The browser's address as the API would read it: the socket, or with `TRUST_PROXY` proxies the
 * hop they appended to X-Forwarded-For. Passed to in-process API calls for per-person limits.
 */
export function clientAddress(
  incoming: IncomingMessage | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    const hop = hops[hops.length - trustProxy];
    if (hop) return hop;
  }
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * One HTTP app for the whole product: the platform API under /api, the client build's assets,
 * and every other path rendered by Remix with `{platform}` in its load context, so loaders and
 * actions call the API in-process (ARCHITECTURE.md "Read a page").
 */
export function createWebServer({ platform, build, mode, clientDirectory }: WebServerOptions) {
  const { config } = platform;
  const https = config.publicUrl.startsWith('https:');
  const dev = mode === 'development';
  const handleRemix = createRequestHandler(build, mode);
  const app = new Hono<{ Bindings: HttpBindings }>();

  // The API keeps its own headers (a CSP of 'none', no-store) and its own error answers.
  const api = (c: { req: { raw: Request }; env: HttpBindings }) =>
    platform.app.fetch(c.req.raw, { incoming: c.env.incoming });
  app.all('/api', api);
  app.all('/api/*', api);
  // The marketing mails' unsubscribe call, outside /api as the spec has it (decision 011); the
  // GET of the same path is the Remix page.
  app.post('/unsubscribe/:token', api);

  app.use('*', compress());

  if (clientDirectory) {
    app.use('/assets/*', staticFiles(clientDirectory, IMMUTABLE));
    // A missing hashed asset is a stale page asking for an old build: a plain 404, not a page.
    app.all('/assets/*', (c) => c.text('Not found', 404));
    app.use('*', staticFiles(clientDirectory, 'public, max-age=3600'));
  }

  app.all('*', async (c) => {
    const nonce = newNonce();
    const context: AppLoadContext = {
      platform,
      clientIp: clientAddress(c.env.incoming, c.req.header('x-forwarded-for'), config.trustProxy),
      cspNonce: nonce,
      memo: new Map(),
    };
    let affiliateCookies: string[] = [];
    let response: Response;
    if (isRefusedPageForm(c.req.raw, config)) {
      response = new Response(domainText('request.crossSiteRefused'), {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    } else {
      affiliateCookies = await affiliateVisitCookies(platform, c.req.raw, context.clientIp);
      response = await handleRemix(c.req.raw, context);
    }
    const headers = new Headers(response.headers);
    for (const cookie of affiliateCookies) headers.append('Set-Cookie', cookie);
    for (const [name, value] of Object.entries(pageSecurityHeaders(https))) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      headers.set('Content-Security-Policy', pageContentSecurityPolicy({ nonce, https, dev }));
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  });

  return app;
}

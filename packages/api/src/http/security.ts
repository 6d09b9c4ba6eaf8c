import { domainText, isAllowedOrigin } from '@backline/domain';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import type { AppEnv } from './context';
import { HttpError } from './errors';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers on every API answer. The answers are JSON, never a page, so the CSP allows nothing at
 * all: a JSON body that a browser is tricked into rendering can run no script and load nothing.
 * The one exception is the reference page at /api/docs: an HTML answer keeps the CSP it set
 * itself, which allows its style sheet by hash and still no script.
 */
export function apiSecurityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const https = config.publicUrl.startsWith('https:');
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    // The rest of hono's defaults are for pages; harmless here but noise.
    xXssProtection: false,
    xDownloadOptions: false,
    xDnsPrefetchControl: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: false,
    crossOriginEmbedderPolicy: false,
  });
  return async (c, next) => {
    let pagePolicy: string | null = null;
    await headers(c, async () => {
      await next();
      // An HTML page of the API's own (/api/docs) brings its own policy.
      if ((c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
        pagePolicy = c.res.headers.get('Content-Security-Policy');
      }
    });
    if (pagePolicy) c.res.headers.set('Content-Security-Policy', pagePolicy);
  };
}

/** Personal answers must never sit in a shared cache. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * Mutations must come from our own pages: an `Origin` equal to the allowed one (`PUBLIC_URL`'s
 * when it is set, else the address the request was sent to: decision 031) and a JSON body. A
 * cross-site form or fetch gets 403; a form-encoded body (which a cross-site form could send
 * without a preflight) gets 415.
 */
export function sameOriginMutations(
  config: Config,
  /** Uploads pass `multipart/form-data`: a cross-site form can send it, but not our Origin. */
  requiredContentType = 'application/json',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATIONS.has(c.req.method)) return next();
    if (!isAllowedOrigin(config, c.req.header('origin'), c.req.url)) {
      throw new HttpError(403, { error: domainText('request.crossSiteRefused') });
    }
    const hasBody =
      c.req.method !== 'DELETE' ||
      Number(c.req.header('content-length') ?? '0') > 0 ||
      c.req.header('transfer-encoding') !== undefined;
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (hasBody && contentType !== requiredContentType) {
      throw new HttpError(415, {
        error:
          requiredContentType === 'application/json'
            ? 'Send JSON with Content-Type: application/json.'
            : `Send the file as ${requiredContentType}.`,
      });
    }
    return next();
  };
}

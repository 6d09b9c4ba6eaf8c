import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppBindings } from '../bindings';
import { withRequestId } from '../logger';
import type { SignedInUser } from '../services/authSessions';

export type { AppBindings };

export interface AppEnv {
  Bindings: AppBindings;
  Variables: {
    /** Memoised per request: undefined until asked, null when nobody is signed in. */
    signedIn: SignedInUser | null | undefined;
  };
}

export type AppContext = Context<AppEnv>;

/**
 * The caller's IP: `clientIp` from an in-process caller, else X-Forwarded-For when
 * `TRUST_PROXY` proxies append to it, else the socket.
 */
export function clientIp(c: AppContext, trustProxy: number): string {
  const bindings = c.env as AppBindings | undefined;
  if (bindings?.clientIp) return bindings.clientIp;
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    const hop = hops[hops.length - trustProxy];
    if (hop) return hop;
  }
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (a proxy's well-formed `X-Request-Id`, else a new one), answers it
 * in `X-Request-Id`, and puts it on every log line written while the request is handled.
 */
export const requestIds: MiddlewareHandler = async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  c.header('X-Request-Id', requestId);
  await withRequestId(requestId, next);
};

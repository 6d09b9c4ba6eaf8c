import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { ApiDeps } from '../deps';
import { touchLastActive } from '../services/activity';
import {
  type NewAuthSession,
  resolveAuthSession,
  type SignedInUser,
} from '../services/authSessions';
import type { AppContext } from './context';
import { unauthorized } from './errors';

const COOKIE_NAME = 'backline_session';

/** Over HTTPS the cookie is `Secure` and `__Host-` prefixed (no Domain, Path=/): ARCHITECTURE.md. */
export const isHttps = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.startsWith('https:');

/** The cookie's full name as the browser sees it. */
export const sessionCookieName = (config: Pick<Config, 'publicUrl'>) =>
  isHttps(config) ? `__Host-${COOKIE_NAME}` : COOKIE_NAME;

const prefix = (config: Pick<Config, 'publicUrl'>) =>
  isHttps(config) ? ('host' as const) : undefined;

export function setSessionCookie(
  c: AppContext,
  config: Config,
  session: NewAuthSession,
  now: Date,
): void {
  setCookie(c, COOKIE_NAME, session.id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(config),
    ...(prefix(config) ? { prefix: prefix(config) } : {}),
    // Without "remember me" the cookie ends with the browser session (no Max-Age).
    ...(session.persistent
      ? { maxAge: Math.max(0, Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000)) }
      : {}),
  });
}

export function clearSessionCookie(c: AppContext, config: Config): void {
  deleteCookie(c, COOKIE_NAME, {
    path: '/',
    secure: isHttps(config),
    ...(prefix(config) ? { prefix: prefix(config) } : {}),
  });
}

export function readSessionCookie(c: AppContext, config: Config): string | undefined {
  const value = prefix(config) ? getCookie(c, COOKIE_NAME, 'host') : getCookie(c, COOKIE_NAME);
  return value === '' ? undefined : value;
}

/** The signed-in person of this request, or null; looked up once per request. */
export async function signedIn(c: AppContext, deps: ApiDeps): Promise<SignedInUser | null> {
  const known = c.get('signedIn');
  if (known !== undefined) return known;
  const id = readSessionCookie(c, deps.config);
  const resolved = id ? await resolveAuthSession(deps.db, deps.clock, id) : null;
  if (id && resolved?.renewed && resolved.session.persistent) {
    setSessionCookie(
      c,
      deps.config,
      { id, persistent: true, expiresAt: resolved.session.expiresAt },
      deps.clock.now(),
    );
  }
  // Every authenticated request is activity ("last active"); written at most once a minute.
  if (resolved) await touchLastActive(deps.db, deps.clock, resolved.user);
  c.set('signedIn', resolved);
  return resolved;
}

export async function requireSignedIn(c: AppContext, deps: ApiDeps): Promise<SignedInUser> {
  const found = await signedIn(c, deps);
  if (!found) throw unauthorized();
  return found;
}

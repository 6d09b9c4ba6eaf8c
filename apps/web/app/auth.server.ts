import { safeRedirectTarget, signInRedirect } from '@backline/domain';
import { type AppLoadContext, redirect } from '@remix-run/node';
import { callApi, readJson } from './api/platform.server';
import { API_PATHS, type Me } from './api/types';

export interface Viewer {
  /** The signed-in user, or null for a visitor. */
  me: Me | null;
  /** Cookies the API set while answering (a persistent session renewed on use). */
  setCookies: string[];
}

/** GET /api/me once per request, however many loaders ask. */
export function getViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const known = context.memo.get('viewer') as Promise<Viewer> | undefined;
  if (known) return known;
  const viewer = (async (): Promise<Viewer> => {
    const response = await callApi(request, context, API_PATHS.me);
    const setCookies = response.headers.getSetCookie();
    if (response.status === 401) return { me: null, setCookies };
    if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
    return { me: await readJson<Me>(response), setCookies };
  })();
  context.memo.set('viewer', viewer);
  return viewer;
}

/** The path and query the visitor asked for, remembered through the sign-in page. */
const origin = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The signed-in user of a protected page; a visitor is sent to /auth/login, which brings them
 * back here after signing in (part 1 §2).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<Me> {
  const { me } = await getViewer(request, context);
  if (!me) throw redirect(signInRedirect(origin(request)));
  return me;
}

/** The auth pages have nothing to offer someone signed in: send them where they were going. */
export async function redirectSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  const { me } = await getViewer(request, context);
  if (me) throw redirect(redirectTarget(new URL(request.url).searchParams.get('redirectTo')));
}

/** Where to go after signing in or registering: the remembered page of this site, else /profile. */
export function redirectTarget(value: FormDataEntryValue | string | null | undefined): string {
  const target = safeRedirectTarget(typeof value === 'string' ? value : null);
  return target === '/' ? '/profile' : target;
}

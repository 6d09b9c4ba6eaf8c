import { type QueryReader, queryParam, withoutQueryParams } from './queryParams';

// ---------------------------------------------------------------------------------------------
// Side menu (part 1 §2 Side menu)

/** Feature flag (part 1 §3), from GET /app_features?env=production. */
export interface FeatureFlag {
  handle: string;
  is_enabled: boolean;
  /** 'page' for menu entries; other kinds may exist. */
  feature_type: string;
  env: string;
}

export const MENU_FEATURE_TYPE = 'page';
export const MENU_FEATURE_ENV = 'production';

/** Labels of the side menu, the top bar and the footer. (keys; the words are in the message catalogues, decision 045) */
export type NavigationMessageKey =
  | 'home'
  | 'sessions'
  | 'createSession'
  | 'browseSessions'
  | 'lobby'
  | 'sessionHistory'
  | 'friends'
  | 'myFriends'
  | 'findFriends'
  | 'jamtracks'
  | 'myJamTracks'
  | 'findJamTracks'
  | 'profile'
  | 'account'
  | 'subscription'
  | 'paymentHistory'
  | 'paymentMethod'
  | 'preferences'
  | 'identity'
  | 'affiliate'
  | 'affiliateProgram'
  | 'affiliateAgreement'
  | 'affiliateLinks'
  | 'affiliatePayee'
  | 'affiliateSignups'
  | 'affiliateEarnings'
  | 'help'
  | 'knowledgeBase'
  | 'helpDesk'
  | 'forum'
  | 'subscribe'
  | 'signIn'
  | 'signOut'
  | 'notifications'
  | 'about'
  | 'contact'
  | 'privacy'
  | 'terms';

export interface MenuItem {
  kind: 'item';
  /** The feature flag handle that enables this entry. */
  handle: string;
  to: string;
  label: NavigationMessageKey;
  /** Help pages live on the main site, not in this app's routes. */
  external?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  label: NavigationMessageKey;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

const item = (handle: string, to: string, label: NavigationMessageKey): MenuItem => ({
  kind: 'item',
  handle,
  to,
  label,
});
const help = (handle: string, to: string, label: NavigationMessageKey): MenuItem => ({
  ...item(handle, to, label),
  external: true,
});
const group = (label: NavigationMessageKey, items: MenuItem[]): MenuGroup => ({
  kind: 'group',
  label,
  items,
});

/**
 * The full default menu (part 1 §2). Flag handles are the entries' names in snake case; the
 * server's app_features rows use the same handles.
 */
export const DEFAULT_SIDE_MENU: readonly MenuEntry[] = [
  item('home', '/', 'home'),
  group('sessions', [
    item('create_session', '/sessions/new', 'createSession'),
    item('browse_sessions', '/sessions', 'browseSessions'),
    item('lobby', '/sessions/lobby', 'lobby'),
    item('session_history', '/sessions/history', 'sessionHistory'),
  ]),
  group('friends', [
    item('my_friends', '/friends/my', 'myFriends'),
    item('find_friends', '/friends', 'findFriends'),
  ]),
  group('jamtracks', [
    item('my_jamtracks', '/my-jamtracks', 'myJamTracks'),
    item('find_jamtracks', '/jamtracks', 'findJamTracks'),
  ]),
  item('profile', '/profile', 'profile'),
  group('account', [
    item('subscription', '/account/subscription', 'subscription'),
    item('payment_history', '/account/payments', 'paymentHistory'),
    item('payment_method', '/account/payment-method', 'paymentMethod'),
    item('preferences', '/account/preferences', 'preferences'),
    item('identity', '/account/identity', 'identity'),
  ]),
  group('affiliate', [
    item('affiliate_program', '/affiliate/program', 'affiliateProgram'),
    item('affiliate_agreement', '/affiliate/agreement', 'affiliateAgreement'),
    item('affiliate_links', '/affiliate/links', 'affiliateLinks'),
    item('affiliate_payee', '/affiliate/payee', 'affiliatePayee'),
    item('affiliate_signups', '/affiliate/signups', 'affiliateSignups'),
    item('affiliate_earnings', '/affiliate/earnings', 'affiliateEarnings'),
  ]),
  group('help', [
    help('knowledge_base', '/public/knowledge-base', 'knowledgeBase'),
    help('help_desk', '/public/help-desk', 'helpDesk'),
    help('forum', '/public/forum', 'forum'),
  ]),
];

/**
 * The side menu from the feature flags (part 1 §2): only entries enabled as page features for
 * the production environment, keeping the default order and grouping, groups left empty
 * dropped. An empty list from the server means the full default menu.
 */
export function sideMenu(flags: readonly FeatureFlag[]): MenuEntry[] {
  if (flags.length === 0) return [...DEFAULT_SIDE_MENU];
  const enabled = new Set(
    flags
      .filter(
        (f) => f.is_enabled && f.feature_type === MENU_FEATURE_TYPE && f.env === MENU_FEATURE_ENV,
      )
      .map((f) => f.handle),
  );
  return DEFAULT_SIDE_MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'item') return enabled.has(entry.handle) ? [entry] : [];
    const items = entry.items.filter((i) => enabled.has(i.handle));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/** The logo link points to /profile (part 1 §2). */
export const LOGO_LINK = '/profile';

/** External footer links (part 1 §2); their addresses are the main site's. */
export const FOOTER_LINKS = ['about', 'contact', 'privacy', 'terms', 'helpDesk'] as const;

/**
 * The top bar (part 1 §2, §6): a subscribe link always; signed in, the notification bell and the
 * avatar menu (with sign out); signed out, a sign-in link.
 */
export function topBarItems(signedIn: boolean) {
  return signedIn
    ? (['subscribe', 'notificationBell', 'avatarMenu'] as const)
    : (['subscribe', 'signIn'] as const);
}

// ---------------------------------------------------------------------------------------------
// Routes (part 1 §2 Routes of the signed-in shell, Public and auth routes)

export type RouteAccess = 'signedIn' | 'public';

export interface RouteDefinition {
  /** Path pattern; `:name` matches one segment. Every route matches its whole path. */
  path: string;
  access: RouteAccess;
}

const signedIn = (path: string): RouteDefinition => ({ path, access: 'signedIn' });
const open = (path: string): RouteDefinition => ({ path, access: 'public' });

/**
 * The routes of the signed-in shell (part 1 §2). "/" is the profile page. Unsubscribing and
 * confirming a changed email are in the shell's table yet open to visitors (part 1 §1).
 */
export const SHELL_ROUTES: readonly RouteDefinition[] = [
  signedIn('/'),
  signedIn('/friends/my'),
  signedIn('/friends'),
  signedIn('/sessions/new'),
  signedIn('/sessions/lobby'),
  signedIn('/sessions/history'),
  signedIn('/sessions'),
  signedIn('/notifications'),
  signedIn('/profile'),
  signedIn('/account/identity'),
  signedIn('/account/subscription'),
  signedIn('/account/payments'),
  signedIn('/account/payment-method'),
  signedIn('/account/preferences'),
  signedIn('/affiliate/program'),
  signedIn('/affiliate/agreement'),
  signedIn('/affiliate/links'),
  signedIn('/affiliate/payee'),
  signedIn('/affiliate/signups'),
  signedIn('/affiliate/earnings'),
  signedIn('/jamtracks'),
  signedIn('/jamtrack/:id'),
  signedIn('/my-jamtracks'),
  signedIn('/shopping-cart'),
  signedIn('/checkout/paypal/confirm'),
  signedIn('/checkout/success'),
  signedIn('/checkout'),
  signedIn('/applaunch'),
  open('/unsubscribe/:token'),
  open('/confirm-email-change'),
];

export const SIGN_IN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/errors/404';

/** Public and auth routes (part 1 §2). */
export const PUBLIC_ROUTES: readonly RouteDefinition[] = [
  open(SIGN_IN_PATH),
  open('/auth/logout'),
  open('/auth/register'),
  open('/auth/forget-password'),
  open('/auth/password-reset'),
  open('/auth/confirm-mail'),
  open(NOT_FOUND_PATH),
  // The public catalogue pages affiliate links land on (decision 023).
  open('/jamtracks/:slug'),
  open('/artists/:slug'),
];

export const ROUTES: readonly RouteDefinition[] = [...SHELL_ROUTES, ...PUBLIC_ROUTES];

/** The query parameter that remembers where a visitor was going before signing in. */
export const REDIRECT_TO_PARAM = 'redirectTo';

export type RouteResolution =
  | { kind: 'route'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'redirect'; to: string };

function splitLocation(location: string): { pathname: string; search: string } {
  const withoutHash = location.split('#')[0] ?? '';
  const index = withoutHash.indexOf('?');
  const rawPath = index < 0 ? withoutHash : withoutHash.slice(0, index);
  const search = index < 0 ? '' : withoutHash.slice(index);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath || '/';
  return { pathname, search };
}

function matchRoute(route: RouteDefinition, pathname: string): Record<string, string> | null {
  const want = route.path.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = have[i] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      params[segment.slice(1)] = safeDecode(actual);
    } else if (segment !== actual) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The sign-in page with the origin remembered (part 1 §2). */
export function signInRedirect(origin: string): string {
  return origin === '/' || origin === ''
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?${REDIRECT_TO_PARAM}=${encodeURIComponent(origin)}`;
}

// The WHATWG URL parser of every runtime the domain runs in (browsers, Node); the domain's
// lib list (ES2023, no DOM) does not declare it.
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

// ---------------------------------------------------------------------------------------------
// Origins: where a page's form or a fetch that changes something may come from (decision
// 031), and where a page may send the browser next

/** Where the product is served: the public address, and whether `PUBLIC_URL` fixed it. */
export interface SiteAddress {
  publicUrl: string;
  /** Unset, `publicUrl` is only the default for links (`http://localhost:$PORT`). */
  publicUrlSet: boolean;
}

/**
 * The one origin a mutation sent to `requestUrl` may come from: with `PUBLIC_URL` set, that
 * address's origin alone; without it, the origin of the address the request was sent to
 * (localhost, 127.0.0.1, the machine's LAN address: whatever the person opened).
 */
export function allowedOrigin(site: SiteAddress, requestUrl: string): string {
  return new URL(site.publicUrlSet ? site.publicUrl : requestUrl, OWN_ORIGIN).origin;
}

/** The browser's `Origin` header is exactly the allowed origin; missing or "null" is not. */
export function isAllowedOrigin(
  site: SiteAddress,
  origin: string | null | undefined,
  requestUrl: string,
): boolean {
  return typeof origin === 'string' && origin === allowedOrigin(site, requestUrl);
}

/** A stand-in for our own origin: a target is kept only when it resolves to the same one. */
const OWN_ORIGIN = 'https://backline.invalid';

/**
 * Control characters (C0, DEL, C1), invisible format characters (zero-width, bidirectional
 * controls, BOM) and every kind of space. A browser drops tabs and line breaks inside a URL, so
 * "/\t/evil.example" would take it to "//evil.example"; none belongs in a path we wrote.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/**
 * Where to go after signing in (or after choosing a language or theme): the remembered target
 * when it is a path of this site, else "/". The value must start with "/", hold no control
 * character or whitespace, and resolve, as a browser would read it against our origin, to that
 * same origin; the answer is the resolved path, query and fragment. So "//evil.example",
 * "/\\evil.example", "https://…" and "/\t/evil.example" all give "/".
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) {
    return '/';
  }
  let target: InstanceType<typeof URL>;
  try {
    target = new URL(value, OWN_ORIGIN);
  } catch {
    return '/';
  }
  if (target.origin !== OWN_ORIGIN) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Resolves a location (path, optionally with query) to its route or a redirect (part 1 §2):
 * - /unsubscribe without a token goes to /;
 * - any /errors/ path other than /errors/404, and any unknown path, goes to /errors/404;
 * - with `signedIn: false`, a signed-in page goes to the sign-in page remembering the origin.
 * A trailing slash is ignored.
 */
export function resolveRoute(
  location: string,
  options: { signedIn?: boolean } = {},
): RouteResolution {
  const { pathname, search } = splitLocation(location);
  if (pathname === '/unsubscribe') return { kind: 'redirect', to: '/' };
  for (const route of ROUTES) {
    const params = matchRoute(route, pathname);
    if (!params) continue;
    if (route.access === 'signedIn' && options.signedIn === false) {
      return { kind: 'redirect', to: signInRedirect(`${pathname}${search}`) };
    }
    return { kind: 'route', route, params };
  }
  return { kind: 'redirect', to: NOT_FOUND_PATH };
}

// ---------------------------------------------------------------------------------------------
// Query actions (part 1 §2): open=message|connect|details with id set to a user id

export const QUERY_ACTIONS = {
  /** Auto-open the message dialog with that user. */
  message: 'openMessageDialog',
  /** Send that user a friend request. */
  connect: 'sendFriendRequest',
  /** Open the profile panel for that user. */
  details: 'openProfilePanel',
} as const;
export type QueryActionName = keyof typeof QUERY_ACTIONS;

export interface QueryAction {
  open: QueryActionName;
  action: (typeof QUERY_ACTIONS)[QueryActionName];
  userId: string;
}

function isQueryActionName(value: string | null): value is QueryActionName {
  return value !== null && Object.hasOwn(QUERY_ACTIONS, value);
}

/** The action asked for by ?open=…&id=…, or null when either is missing or unknown. */
export function parseQueryAction(search: string | QueryReader): QueryAction | null {
  const open = queryParam(search, 'open');
  const userId = queryParam(search, 'id')?.trim();
  if (!isQueryActionName(open) || !userId) return null;
  return { open, action: QUERY_ACTIONS[open], userId };
}

/** The query without open and id, so a reload does not repeat the action. */
export function withoutQueryAction(search: string): string {
  return withoutQueryParams(search, ['open', 'id']);
}

// ---------------------------------------------------------------------------------------------
// Page views (part 1 §1): sent on each route change, but only after the first navigation

export interface NavigationTracker {
  /** The location last seen, or null before the first navigation. */
  location: string | null;
}

export const INITIAL_NAVIGATION_TRACKER: NavigationTracker = { location: null };

export interface NavigationStep {
  tracker: NavigationTracker;
  /** Send a page view: a route change after the first navigation. */
  sendPageView: boolean;
  /** Each route change scrolls to the top (part 1 §2). */
  scrollToTop: boolean;
}

/**
 * One navigation. The first one (the page load) records the location and sends nothing; each
 * later change of path or query sends a page view, and a change of path scrolls to the top.
 */
export function trackNavigation(tracker: NavigationTracker, location: string): NavigationStep {
  const next = { location };
  if (tracker.location === null) return { tracker: next, sendPageView: false, scrollToTop: false };
  const changed = tracker.location !== location;
  const pathChanged = splitLocation(tracker.location).pathname !== splitLocation(location).pathname;
  return { tracker: next, sendPageView: changed, scrollToTop: pathChanged };
}

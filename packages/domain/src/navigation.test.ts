import { describe, expect, it } from 'vitest';
import {
  allowedOrigin,
  DEFAULT_SIDE_MENU,
  type FeatureFlag,
  INITIAL_NAVIGATION_TRACKER,
  isAllowedOrigin,
  LOGO_LINK,
  type MenuEntry,
  parseQueryAction,
  resolveRoute,
  SHELL_ROUTES,
  safeRedirectTarget,
  sideMenu,
  signInRedirect,
  topBarItems,
  trackNavigation,
  withoutQueryAction,
} from './navigation';

const flag = (handle: string, over: Partial<FeatureFlag> = {}): FeatureFlag => ({
  handle,
  is_enabled: true,
  feature_type: 'page',
  env: 'production',
  ...over,
});

function paths(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((e) => (e.kind === 'item' ? [e.to] : e.items.map((i) => i.to)));
}

describe('DEFAULT_SIDE_MENU (part 1 §2 Side menu)', () => {
  it('has the routes of §2 in order, grouped as the spec groups them', () => {
    expect(paths(DEFAULT_SIDE_MENU)).toEqual([
      '/',
      '/sessions/new',
      '/sessions',
      '/sessions/lobby',
      '/sessions/history',
      '/friends/my',
      '/friends',
      '/my-jamtracks',
      '/jamtracks',
      '/profile',
      '/account/subscription',
      '/account/payments',
      '/account/payment-method',
      '/account/preferences',
      '/account/identity',
      '/affiliate/program',
      '/affiliate/agreement',
      '/affiliate/links',
      '/affiliate/payee',
      '/affiliate/signups',
      '/affiliate/earnings',
      '/public/knowledge-base',
      '/public/help-desk',
      '/public/forum',
    ]);
    expect(DEFAULT_SIDE_MENU.filter((e) => e.kind === 'group').map((g) => g.label)).toEqual([
      'sessions',
      'friends',
      'jamtracks',
      'account',
      'affiliate',
      'help',
    ]);
  });

  it('gives every entry its own flag handle', () => {
    const handles = DEFAULT_SIDE_MENU.flatMap((entry) =>
      entry.kind === 'item' ? [entry.handle] : entry.items.map((item) => item.handle),
    );
    expect(new Set(handles).size).toBe(handles.length);
    expect(handles).toHaveLength(24);
  });
});

describe('sideMenu (part 1 §2: entries shown only when enabled as page features for production)', () => {
  it('uses the full default menu when the server returns an empty list', () => {
    expect(sideMenu([])).toEqual(DEFAULT_SIDE_MENU);
  });

  it('shows only enabled page features of the production environment', () => {
    const menu = sideMenu([
      flag('home'),
      flag('lobby'),
      flag('browse_sessions', { is_enabled: false }),
      flag('my_friends', { feature_type: 'widget' }),
      flag('find_friends', { env: 'staging' }),
      flag('forum'),
    ]);
    expect(paths(menu)).toEqual(['/', '/sessions/lobby', '/public/forum']);
  });

  it('drops groups with no enabled entry and keeps the group of an enabled one', () => {
    const menu = sideMenu([flag('lobby')]);
    expect(menu).toEqual([
      {
        kind: 'group',
        label: 'sessions',
        items: [{ kind: 'item', handle: 'lobby', to: '/sessions/lobby', label: 'lobby' }],
      },
    ]);
  });

  it('shows nothing when the server lists flags but enables none', () => {
    expect(sideMenu([flag('home', { is_enabled: false })])).toEqual([]);
  });

  it('marks the help pages as external', () => {
    const helpGroup = DEFAULT_SIDE_MENU.find((e) => e.kind === 'group' && e.label === 'help');
    expect(helpGroup?.kind === 'group' && helpGroup.items.every((i) => i.external)).toBe(true);
  });
});

describe('top bar and logo (part 1 §2 Top bar, §6)', () => {
  it('shows the bell and avatar menu only when signed in, a sign-in link otherwise', () => {
    expect(topBarItems(true)).toEqual(['subscribe', 'notificationBell', 'avatarMenu']);
    expect(topBarItems(false)).toEqual(['subscribe', 'signIn']);
  });

  it('points the logo to /profile', () => {
    expect(LOGO_LINK).toBe('/profile');
  });
});

describe('resolveRoute (part 1 §2 Routes of the signed-in shell, Public and auth routes)', () => {
  it('knows every route of the signed-in shell', () => {
    expect(SHELL_ROUTES.map((r) => r.path)).toContain('/checkout/paypal/confirm');
    for (const path of [
      '/',
      '/friends/my',
      '/sessions/lobby',
      '/notifications',
      '/account/payment-method',
      '/affiliate/earnings',
      '/jamtrack/42',
      '/shopping-cart',
      '/checkout/success',
      '/applaunch',
      '/confirm-email-change',
    ]) {
      expect(resolveRoute(path).kind, path).toBe('route');
    }
  });

  it('reads path parameters', () => {
    expect(resolveRoute('/jamtrack/abc%20d')).toMatchObject({
      kind: 'route',
      params: { id: 'abc d' },
    });
    expect(resolveRoute('/unsubscribe/tok123')).toMatchObject({
      kind: 'route',
      route: { path: '/unsubscribe/:token', access: 'public' },
      params: { token: 'tok123' },
    });
    expect(resolveRoute('/jamtrack/%E0%A4%A')).toMatchObject({ params: { id: '%E0%A4%A' } });
  });

  it('knows the public and auth routes', () => {
    for (const path of [
      '/auth/login',
      '/auth/logout',
      '/auth/register',
      '/auth/forget-password',
      '/auth/password-reset',
      '/auth/confirm-mail',
      '/errors/404',
      '/jamtracks/big-ray-holloway-chicago-rain',
      '/artists/big-ray-holloway',
    ]) {
      expect(resolveRoute(path, { signedIn: false })).toMatchObject({
        kind: 'route',
        route: { access: 'public' },
      });
    }
  });

  it('redirects any other path to /errors/404', () => {
    expect(resolveRoute('/nope')).toEqual({ kind: 'redirect', to: '/errors/404' });
    expect(resolveRoute('/sessions/new/extra')).toEqual({ kind: 'redirect', to: '/errors/404' });
    expect(resolveRoute('/jamtrack')).toEqual({ kind: 'redirect', to: '/errors/404' });
  });

  it('redirects any other /errors/ path to /errors/404', () => {
    expect(resolveRoute('/errors/500')).toEqual({ kind: 'redirect', to: '/errors/404' });
    expect(resolveRoute('/errors')).toEqual({ kind: 'redirect', to: '/errors/404' });
  });

  it('sends /unsubscribe without a token to /', () => {
    expect(resolveRoute('/unsubscribe')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/unsubscribe/')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(resolveRoute('/friends/?open=details&id=u2#top')).toMatchObject({
      kind: 'route',
      route: { path: '/friends' },
    });
    expect(resolveRoute('')).toMatchObject({ kind: 'route', route: { path: '/' } });
  });

  it('sends a visitor on a protected page to the sign-in page, remembering the origin', () => {
    expect(resolveRoute('/friends?open=message&id=u2', { signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirectTo=%2Ffriends%3Fopen%3Dmessage%26id%3Du2',
    });
    expect(resolveRoute('/', { signedIn: false })).toEqual({ kind: 'redirect', to: '/auth/login' });
    expect(resolveRoute('/friends', { signedIn: true }).kind).toBe('route');
  });

  it('lets visitors unsubscribe and confirm an email change', () => {
    expect(resolveRoute('/unsubscribe/t', { signedIn: false }).kind).toBe('route');
    expect(resolveRoute('/confirm-email-change?token=t', { signedIn: false }).kind).toBe('route');
  });
});

describe('sign-in return (part 1 §2: protected pages remember the origin location)', () => {
  it('builds the sign-in address', () => {
    expect(signInRedirect('/sessions')).toBe('/auth/login?redirectTo=%2Fsessions');
    expect(signInRedirect('')).toBe('/auth/login');
  });

  it('returns only to paths of this site', () => {
    expect(safeRedirectTarget('/sessions?x=1')).toBe('/sessions?x=1');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
  });

  it.each([
    // A browser drops tabs and line breaks inside a URL: "/\t/evil.example" is "//evil.example".
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t\\evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    '/\u000b/evil.example',
    '/\u007f',
    '/\u0085/evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\u3000/evil.example',
    '/\u200b/evil.example',
    '/\u202e/evil.example',
    '/\ufeff/evil.example',
    '/sessions\n',
  ])('refuses %j: control characters and whitespace are never part of a target', (value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it.each([
    '///evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\\evil.example/x',
    'http:evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'evil.example',
    'profile',
    '',
  ])('refuses %j: only a path of this site, as a browser would read it', (value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it('keeps a path of this site as a browser resolves it against our origin', () => {
    expect(safeRedirectTarget('/profile?section=display#photo')).toBe(
      '/profile?section=display#photo',
    );
    expect(safeRedirectTarget('/friends?open=message&id=u2')).toBe('/friends?open=message&id=u2');
    expect(safeRedirectTarget('/sessions/../friends')).toBe('/friends');
    expect(safeRedirectTarget('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirectTarget('/jamtracks?search=a%20b')).toBe('/jamtracks?search=a%20b');
  });
});

const withPublicUrl = { publicUrl: 'https://backline.example.com', publicUrlSet: true };
const withoutPublicUrl = { publicUrl: 'http://localhost:3000', publicUrlSet: false };

describe('the origin a mutation may come from', () => {
  it('is the public address alone when PUBLIC_URL is set', () => {
    for (const sentTo of [
      'https://backline.example.com/api/users',
      'http://127.0.0.1:3000/api/users',
      'http://10.0.0.7:3000/auth/login',
    ]) {
      expect(allowedOrigin(withPublicUrl, sentTo)).toBe('https://backline.example.com');
    }
    expect(
      isAllowedOrigin(withPublicUrl, 'https://backline.example.com', 'http://127.0.0.1:3000/x'),
    ).toBe(true);
    expect(isAllowedOrigin(withPublicUrl, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000/x')).toBe(
      false,
    );
    expect(isAllowedOrigin(withPublicUrl, 'http://localhost:3000', 'http://localhost:3000/x')).toBe(
      false,
    );
  });

  it('is the address the request was sent to when PUBLIC_URL is not set', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://10.0.0.7:3000',
    ]) {
      expect(allowedOrigin(withoutPublicUrl, `${origin}/auth/login?x=1`)).toBe(origin);
      expect(isAllowedOrigin(withoutPublicUrl, origin, `${origin}/api/users`)).toBe(true);
    }
    // Another address of the same machine is another origin.
    expect(
      isAllowedOrigin(withoutPublicUrl, 'http://localhost:3000', 'http://127.0.0.1:3000/x'),
    ).toBe(false);
    expect(
      isAllowedOrigin(withoutPublicUrl, 'http://127.0.0.1:3001', 'http://127.0.0.1:3000/x'),
    ).toBe(false);
    expect(
      isAllowedOrigin(withoutPublicUrl, 'https://127.0.0.1:3000', 'http://127.0.0.1:3000/x'),
    ).toBe(false);
  });

  it('refuses another site, a missing Origin, "null" and anything that is not an origin', () => {
    for (const config of [withPublicUrl, withoutPublicUrl]) {
      for (const origin of [
        'https://evil.example',
        undefined,
        null,
        '',
        'null',
        'http://127.0.0.1:3000/',
        'http://127.0.0.1:3000/path',
        'not a url',
      ]) {
        expect(isAllowedOrigin(config, origin, 'http://127.0.0.1:3000/x'), String(origin)).toBe(
          false,
        );
      }
    }
  });
});

describe('parseQueryAction (part 1 §2: open=message, connect or details with id)', () => {
  it.each([
    ['message', 'openMessageDialog'],
    ['connect', 'sendFriendRequest'],
    ['details', 'openProfilePanel'],
  ] as const)('open=%s opens %s for the user', (open, action) => {
    expect(parseQueryAction(`?open=${open}&id=u2`)).toEqual({ open, action, userId: 'u2' });
  });

  it('ignores an unknown action or a missing id', () => {
    expect(parseQueryAction('?open=delete&id=u2')).toBeNull();
    expect(parseQueryAction('?open=message')).toBeNull();
    expect(parseQueryAction('?open=message&id=%20')).toBeNull();
    expect(parseQueryAction('?open=toString&id=u2')).toBeNull();
    expect(parseQueryAction('')).toBeNull();
  });

  it('reads a URLSearchParams-like reader', () => {
    const reader = { get: (n: string) => ({ open: 'details', id: 'u7' })[n] ?? null };
    expect(parseQueryAction(reader)?.userId).toBe('u7');
  });

  it('removes open and id once handled', () => {
    expect(withoutQueryAction('?open=connect&id=u2&tab=1')).toBe('?tab=1');
  });
});

describe('trackNavigation (part 1 §1: page views on each route change, only after the first navigation)', () => {
  it('sends nothing for the first navigation', () => {
    const step = trackNavigation(INITIAL_NAVIGATION_TRACKER, '/friends');
    expect(step).toMatchObject({ sendPageView: false, scrollToTop: false });
  });

  it('sends a page view and scrolls to the top on each later route change', () => {
    const first = trackNavigation(INITIAL_NAVIGATION_TRACKER, '/friends');
    const second = trackNavigation(first.tracker, '/sessions');
    expect(second).toMatchObject({ sendPageView: true, scrollToTop: true });
    const third = trackNavigation(second.tracker, '/sessions?tab=2');
    expect(third).toMatchObject({ sendPageView: true, scrollToTop: false });
  });

  it('sends nothing when the location did not change', () => {
    const first = trackNavigation(INITIAL_NAVIGATION_TRACKER, '/friends');
    expect(trackNavigation(first.tracker, '/friends').sendPageView).toBe(false);
  });
});

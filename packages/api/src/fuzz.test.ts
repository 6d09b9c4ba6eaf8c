import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthSession } from './services/authSessions';
import { signUpAccount } from './test/accounts';
import { startTestPlatform, TEST_ORIGIN, type TestPlatform, testDatabase } from './test/platform';

/**
 * Every route of the app, taken from the app itself (`app.routes`),
 * gets generated bad paths, queries and bodies as a visitor and as a signed-in person. No answer
 * may be a 5xx, and none may show a stack trace or SQL. A new route is fuzzed without anyone
 * remembering to add it here.
 */
let t: TestPlatform;
let userId: string;

beforeAll(async () => {
  t = await startTestPlatform('fuzz');
  userId = (await signUpAccount(t, 'fuzz@example.com')).id;
});
afterAll(async () => {
  await t?.close();
});

const HUGE_TEXT = 'x'.repeat(20_000);
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });
const BAD_TEXT = 'A\u0000B\ud800C\u202ED\u2066';

/** Values of the wrong kind for any field. */
const BAD_VALUES: unknown[] = [
  BAD_TEXT,
  HUGE_TEXT,
  1e308,
  -1,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  true,
  null,
  [1, 'two', null],
  { nested: { deeper: [BAD_TEXT] } },
  deep(200),
];

/** Field names the spec's bodies use, so bad values reach the schemas and services. */
const FIELDS = [
  'id',
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'first_name',
  'last_name',
  'name',
  'biography',
  'message',
  'subject',
  'data',
  'token',
  'terms',
  'channel',
  'type',
  'client_id',
  'receiver_id',
  'user_id',
  'user_ids',
  'friend_id',
  'jam_track_id',
  'plan_code',
  'instruments',
  'genres',
  'start',
  'limit',
  'page',
  'description',
  'country',
  'state',
  'city',
  'tracks',
  'settings',
  'tempo',
  'pitch',
  'card',
  'number',
  'amount',
  'address',
  'streams',
];

/** Whole bodies of the wrong shape, then every field set to each bad value in turn. */
const BODIES: unknown[] = [
  [],
  [{}],
  'text',
  42,
  null,
  deep(500),
  ...BAD_VALUES.map((value) => Object.fromEntries(FIELDS.map((field) => [field, value]))),
  // One bad text alone, so no other field's error answers first.
  ...['email', 'message', 'subject', 'name', 'first_name', 'biography', 'description', 'id'].map(
    (field) => ({ [field]: BAD_TEXT }),
  ),
  // A number past PostgreSQL's integer, alone.
  ...['id', 'jam_track_id', 'start', 'limit', 'amount', 'priority', 'tempo'].map((field) => ({
    [field]: 2 ** 31,
  })),
];

const QUERIES = [
  '?search=%00',
  '?match=%00&artist_search=%00',
  '?id=%00',
  '?start=99999999999999999999&limit=5',
  '?limit=2147483648',
  '?page=2147483648&per_page=10',
  '?start=2147483648',
  '?start=-1&limit=1e308&page=abc&offset=NaN&search=%00',
  '?start=99999999999999999999999&limit=-5&per_page=0&id=%00',
  `?search=${'%F0%9F%8E%B8'.repeat(500)}&q=%E2%80%AE&streams=%00&sort=%27%3B--`,
  '?id[]=1&id[]=2&user_ids[]=%00&last_event_id=%00&match=%ED%A0%80',
];

const PATH_VALUES = [
  '00000000-0000-0000-0000-000000000000',
  '%00',
  '-1',
  '99999999999999999999999999',
  `${'z'.repeat(300)}`,
  '%E2%80%AEx',
  '%ED%A0%80',
];

/** Stack frames, SQL or driver text in an answer: what the probe found in the log. */
const LEAK =
  /\n\s+at |Failed query|DrizzleQueryError|syntax error at or near|\bparams:|node_modules|\.ts:\d+/;

interface Finding {
  method: string;
  path: string;
  status: number;
  who: string;
  body: string;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  cookie: string | undefined,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (method !== 'GET' && method !== 'HEAD') {
    headers.origin = TEST_ORIGIN;
    headers['content-type'] = 'application/json';
  }
  const response = await t.platform.request(
    path,
    {
      method,
      headers,
      ...(body !== undefined && method !== 'GET' && method !== 'HEAD'
        ? { body: JSON.stringify(body) }
        : {}),
    },
    { clientIp: '198.51.100.99' },
  );
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}

const fill = (path: string, value: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value);

describe(`fuzz sweep over every route (${testDatabase})`, () => {
  it('answers no 5xx and shows no stack or SQL, as a visitor and signed in', async () => {
    const seen = new Set<string>();
    const routes = t.platform.app.routes
      .filter((route) => route.method !== 'ALL')
      .filter((route) => {
        const key = `${route.method} ${route.path}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    expect(routes.length).toBeGreaterThan(90);

    const findings: Finding[] = [];
    let requests = 0;
    for (const route of routes) {
      // A fresh session per route: a route may end it (sign-out) or change the account.
      const session = await createAuthSession(t.platform.db, t.clock, userId, false);
      for (const who of ['visitor', 'signed in'] as const) {
        const cookie = who === 'signed in' ? `backline_session=${session.id}` : undefined;
        const paths = route.path.includes(':')
          ? PATH_VALUES.map((value) => fill(route.path, value))
          : [route.path];
        const calls: [string, unknown][] = [];
        for (const path of paths) calls.push([path, undefined]);
        for (const query of QUERIES) calls.push([`${paths[0]}${query}`, undefined]);
        if (route.method !== 'GET')
          for (const body of BODIES) calls.push([paths[0] ?? route.path, body]);
        for (const [path, body] of calls) {
          requests += 1;
          const answer = await send(route.method, path, body, cookie);
          // The health check answers 503 by contract while no worker is heard (no worker here).
          const expected = route.path === '/api/health' && answer.status === 503;
          if ((answer.status >= 500 && !expected) || LEAK.test(answer.text))
            findings.push({
              method: route.method,
              path,
              status: answer.status,
              who,
              body: answer.text.slice(0, 300),
            });
        }
      }
    }
    console.info(
      `fuzz sweep: ${routes.length} routes, ${requests} requests, ${findings.length} findings`,
    );
    expect(findings.slice(0, 40)).toEqual([]);
  }, 600_000);
});

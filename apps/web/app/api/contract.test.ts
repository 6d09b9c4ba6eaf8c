import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryLogger, createPlatform, loadConfig, type Platform } from '@backline/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from './account';
import { AFFILIATE_API } from './affiliate';
import { authPaths } from './auth.server';
import { CATALOGUE_API } from './catalogue';
import { peoplePaths } from './people';
import { placesPaths } from './places';
import { PLAYER_API } from './player';
import { sandboxPaths } from './sandbox';
import { sessionsPaths } from './sessions';
import { STORE_API } from './store';
import { STUDIO_API } from './studio';
import { SUBSCRIPTION_API } from './subscription';
import { API_PATHS } from './types';

/*
 * The web app's calls against the API's own declaration of its routes (GET /api/openapi.json,
 * generated from the routes the API serves): a path the layer builds, or a method it sends
 * there, that the API does not declare fails here rather than as a 404 or 405 in a journey.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type PathEntry = string | ((...args: never[]) => string);

/** Every path table of app/api/, by the name the code uses. */
const TABLES: Record<string, Record<string, PathEntry>> = {
  API_PATHS,
  accountPaths,
  AFFILIATE_API,
  authPaths,
  CATALOGUE_API,
  peoplePaths,
  placesPaths,
  PLAYER_API,
  sandboxPaths,
  sessionsPaths,
  STORE_API,
  STUDIO_API,
  SUBSCRIPTION_API,
};

/**
 * How the layer calls each entry: the methods it sends, and the arguments to build sample paths
 * with when one argument picks a route (every other argument is '1', an id or a number).
 */
const CALLS: Record<string, { methods: Method[]; args?: string[][] }> = {
  'API_PATHS.me': { methods: ['GET'] },
  'API_PATHS.appFeatures': { methods: ['GET'] },
  'API_PATHS.events': { methods: ['POST'] },
  'API_PATHS.liveEvents': { methods: ['GET'] },
  'API_PATHS.countries': { methods: ['GET'] },
  'API_PATHS.instruments': { methods: ['GET'] },
  'API_PATHS.genres': { methods: ['GET'] },
  'accountPaths.user': { methods: ['GET', 'POST'] },
  'accountPaths.profile': { methods: ['GET'] },
  'accountPaths.updateEmail': { methods: ['POST'] },
  'accountPaths.setPassword': { methods: ['POST'] },
  'accountPaths.avatarUploads': { methods: ['POST'] },
  'accountPaths.avatar': { methods: ['POST', 'DELETE'] },
  'AFFILIATE_API.partner': { methods: ['GET', 'POST'] },
  'AFFILIATE_API.payee': { methods: ['GET', 'POST'] },
  'AFFILIATE_API.signups': { methods: ['GET'] },
  'AFFILIATE_API.payments': { methods: ['GET'] },
  'AFFILIATE_API.autocomplete': { methods: ['GET'] },
  'authPaths.login': { methods: ['POST'] },
  'authPaths.logout': { methods: ['DELETE'] },
  'authPaths.register': { methods: ['POST'] },
  'authPaths.confirmEmail': { methods: ['POST'] },
  'authPaths.confirmEmailChange': { methods: ['POST'] },
  'authPaths.forgotPassword': { methods: ['POST'] },
  'authPaths.resetPassword': { methods: ['POST'] },
  'CATALOGUE_API.jamTrack': { methods: ['GET'] },
  'CATALOGUE_API.artist': { methods: ['GET'] },
  'peoplePaths.filter': { methods: ['POST'] },
  'peoplePaths.person': { methods: ['GET'] },
  'peoplePaths.filterByIds': { methods: ['POST'] },
  'peoplePaths.friends': { methods: ['GET'] },
  'peoplePaths.friendRequests': { methods: ['POST'] },
  'peoplePaths.friendRequest': { methods: ['POST'] },
  'peoplePaths.friend': { methods: ['DELETE'] },
  'peoplePaths.notifications': { methods: ['GET'] },
  'peoplePaths.notificationsRead': { methods: ['POST'] },
  'peoplePaths.notification': { methods: ['DELETE'] },
  'peoplePaths.thread': { methods: ['GET'] },
  'peoplePaths.textMessages': { methods: ['POST'] },
  'placesPaths.regions': { methods: ['GET'] },
  'placesPaths.cities': { methods: ['GET'] },
  'PLAYER_API.jamTrack': { methods: ['GET'] },
  'PLAYER_API.active': { methods: ['POST'] },
  'PLAYER_API.mixdowns': { methods: ['POST'] },
  'PLAYER_API.enqueue': { methods: ['POST'] },
  'PLAYER_API.mixdown': { methods: ['DELETE'] },
  'PLAYER_API.event': { methods: ['POST'] },
  'PLAYER_API.progression': { methods: ['POST'] },
  'PLAYER_API.alerts': { methods: ['POST'] },
  'sandboxPaths.authorization': { methods: ['GET'] },
  'sandboxPaths.decision': {
    methods: ['POST'],
    args: [
      ['1', 'approve'],
      ['1', 'cancel'],
    ],
  },
  'sessionsPaths.list': { methods: ['GET'], args: [['friends'], ['public'], ['inactive']] },
  'sessionsPaths.create': { methods: ['POST'] },
  'sessionsPaths.join': { methods: ['POST'] },
  'sessionsPaths.history': { methods: ['GET'] },
  'sessionsPaths.lobby': { methods: ['GET'] },
  'sessionsPaths.appInteractions': { methods: ['POST'] },
  'sessionsPaths.chat': { methods: ['GET'] },
  'sessionsPaths.postChat': { methods: ['POST'] },
  'sessionsPaths.clients': { methods: ['GET'] },
  'sessionsPaths.chatEvents': { methods: ['GET'] },
  'STORE_API.jamTracks': { methods: ['GET'] },
  'STORE_API.autocomplete': { methods: ['GET'] },
  'STORE_API.purchased': { methods: ['GET'] },
  'STORE_API.cart': { methods: ['GET', 'DELETE'] },
  'STORE_API.addToCart': { methods: ['POST'] },
  'STORE_API.billingInfo': { methods: ['GET'] },
  'STORE_API.tokens': { methods: ['POST'] },
  'STORE_API.createAccount': { methods: ['POST'] },
  'STORE_API.placeOrder': { methods: ['POST'] },
  'STORE_API.order': { methods: ['GET'] },
  'STORE_API.jamTrack': { methods: ['GET'] },
  'STORE_API.walletStart': { methods: ['POST'] },
  'STORE_API.walletConfirm': { methods: ['POST'] },
  'STORE_API.cataloguePdf': { methods: ['GET'] },
  'STUDIO_API.data': { methods: ['GET'] },
  'STUDIO_API.settings': { methods: ['GET', 'PUT'] },
  'STUDIO_API.stem': { methods: ['GET'] },
  'SUBSCRIPTION_API.subscription': { methods: ['GET'] },
  'SUBSCRIPTION_API.changeSubscription': { methods: ['POST'] },
  'SUBSCRIPTION_API.invoiceHistory': { methods: ['GET'] },
  'SUBSCRIPTION_API.updatePayment': { methods: ['POST'] },
  'SUBSCRIPTION_API.walletAgreementStart': { methods: ['POST'] },
  'SUBSCRIPTION_API.walletAgreementConfirm': { methods: ['POST'] },
  'SUBSCRIPTION_API.testClock': { methods: ['GET', 'POST'] },
  'SUBSCRIPTION_API.billingInfo': { methods: ['GET'] },
  'SUBSCRIPTION_API.tokens': { methods: ['POST'] },
  'SUBSCRIPTION_API.createAccount': { methods: ['POST'] },
};

/** The sample paths of an entry, query left out. */
function samplePaths(entry: PathEntry, args: string[][] | undefined): string[] {
  if (typeof entry === 'string') return [entry.split('?')[0] ?? entry];
  const calls = args ?? [Array.from({ length: entry.length }, () => '1')];
  return calls.map((call) => {
    const path = (entry as (...values: string[]) => string)(...call);
    return path.split('?')[0] ?? path;
  });
}

interface Declared {
  template: string;
  pattern: RegExp;
  /** Literal segments: `/sessions/history` is meant before `/sessions/{id}`. */
  literals: number;
  methods: Set<string>;
}

/** The declared route a path reaches: a literal segment wins over a parameter, as in Hono. */
function routeOf(path: string, declared: readonly Declared[]): Declared | undefined {
  return declared
    .filter((route) => route.pattern.test(path))
    .sort((a, b) => b.literals - a.literals)[0];
}

let platform: Platform;
let dataDir: string;
let declared: Declared[];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backline-web-contract-'));
  platform = await createPlatform(loadConfig({ DATA_DIR: dataDir, ROLE: 'web' }), {
    logger: createMemoryLogger(),
    inMemoryDatabase: true,
  });
  const response = await platform.request('/api/openapi.json');
  expect(response.status).toBe(200);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  declared = Object.entries(document.paths).map(([template, item]) => {
    const segments = template.split('/');
    const pattern = segments
      .map((segment) =>
        /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return {
      template,
      pattern: new RegExp(`^${pattern}$`),
      literals: segments.filter((segment) => !segment.startsWith('{')).length,
      methods: new Set(Object.keys(item).map((method) => method.toUpperCase())),
    };
  });
}, 120_000);

afterAll(async () => {
  await platform?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the web API layer against the API's declared routes", () => {
  const entries = Object.entries(TABLES).flatMap(([table, paths]) =>
    Object.entries(paths).map(([name, entry]) => ({ key: `${table}.${name}`, entry })),
  );

  it('knows how each entry of every path table is called', () => {
    const keys = entries.map(({ key }) => key);
    expect(keys.filter((key) => !(key in CALLS))).toEqual([]);
    expect(Object.keys(CALLS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('calls only declared paths, with declared methods', () => {
    const problems: string[] = [];
    for (const { key, entry } of entries) {
      const call = CALLS[key];
      if (!call) continue;
      for (const path of samplePaths(entry, call.args)) {
        const route = routeOf(path, declared);
        if (!route) {
          problems.push(`${key}: ${path} is not declared`);
          continue;
        }
        for (const method of call.methods) {
          if (!route.methods.has(method)) problems.push(`${key}: ${method} ${route.template}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(declared.length).toBeGreaterThan(0);
  });

  it('matches a path to its route, a literal segment before a parameter', () => {
    expect(routeOf('/api/sessions/history', declared)?.template).toBe('/api/sessions/history');
    expect(routeOf('/api/sessions/1/join', declared)?.template).toBe(
      '/api/sessions/{sessionId}/join',
    );
    expect(routeOf('/api/no/such/route', declared)).toBeUndefined();
  });
});

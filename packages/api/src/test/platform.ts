import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createTestClock, type TestClock } from '../clock';
import { type Config, loadConfig } from '../config';
import type { AppBindings } from '../http/context';
import { createMemoryLogger } from '../logger';
import { createPlatform, type Platform } from '../platform';
import { clearTables } from './clearTables';
import { isAlive } from './isAlive';
import { pgliteTemplate } from './pgliteTemplate';

export const TEST_PUBLIC_URL = 'http://backline.test';
export const TEST_ORIGIN = new URL(TEST_PUBLIC_URL).origin;
const START = new Date('2026-01-15T10:00:00.000Z');

/** Which database this run uses: set per vitest project (vitest.config.ts). */
export const testDatabase = (process.env.BACKLINE_TEST_DATABASE ?? 'pglite') as
  | 'pglite'
  | 'postgres';

/** Tables holding what tests write; reference lists and migrations stay. */
const DATA_TABLES = [
  'users',
  'auth_sessions',
  'user_tokens',
  'analytics_events',
  'alerts',
  'app_features',
  'rate_limit_counters',
  'client_artifacts',
  // The store and the sandbox payment provider's side.
  'jam_tracks',
  'jam_track_tracks',
  'cart_items',
  'orders',
  'order_lines',
  'purchases',
  'billing_accounts',
  'charges',
  'payment_events',
  'sandbox_tokens',
  'sandbox_payment_methods',
  'sandbox_charges',
  'sandbox_wallet_authorizations',
  'sandbox_wallet_agreements',
  'sandbox_events',
];

export interface TestPlatform {
  platform: Platform;
  clock: TestClock;
  logger: ReturnType<typeof createMemoryLogger>;
  dataDir: string;
  /** Empties the data tables, the rate-limit counters and the mail folder; resets the clock. */
  reset(): Promise<void>;
  close(): Promise<void>;
  client(options?: { ip?: string; origin?: string | null }): TestClient;
  /** Every message the file mail transport wrote, oldest first. */
  mails(): Promise<TestMail[]>;
  /** Another platform on the same database with some settings changed (close it yourself). */
  variant(env: Record<string, string>): Promise<Platform>;
}

/**
 * A scratch PostgreSQL database for one test file, dropped (with anything left) at the end. Its
 * name carries this test process's pid, so two runs at once (two checkouts, a developer beside
 * CI) never share or drop each other's database; one left by a run that was killed is dropped by
 * the next run that makes a database of the same `name`.
 */
export async function scratchDatabase(
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL.');
  const base = new URL(baseUrl);
  const suffix = `_${process.pid}`;
  const prefix = `${base.pathname.slice(1) || 'backline'}_${name}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63 - suffix.length);
  const databaseName = `${prefix}${suffix}`;
  const admin = async (statement: string, values: string[] = []) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      return await client.query<{ datname: string }>(statement, values);
    } finally {
      await client.end();
    }
  };
  const dropNamed = (database: string) =>
    admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  const { rows } = await admin('select datname from pg_database where starts_with(datname, $1)', [
    `${prefix}_`,
  ]);
  for (const { datname } of rows) {
    const pid = Number(datname.slice(prefix.length + 1));
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) await dropNamed(datname);
  }
  await admin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return {
    url: url.toString(),
    drop: async () => {
      await dropNamed(databaseName);
    },
  };
}

export async function startTestPlatform(
  name: string,
  env: Record<string, string> = {},
): Promise<TestPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), `backline-api-${name}-`));
  const scratch = testDatabase === 'postgres' ? await scratchDatabase(name) : undefined;
  const configWith = (extra: Record<string, string>): Config =>
    loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_PUBLIC_URL,
      ROLE: 'web',
      DEMO_DATA: 'off',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...env,
      ...extra,
    });
  const config = configWith({});
  const clock = createTestClock(START);
  const logger = createMemoryLogger();
  // On PGlite, a copy of the run's migrated database (vitest.config.ts's global setup).
  const templateFile = testDatabase === 'pglite' ? inject('pgliteTemplate') : undefined;
  const platform = await createPlatform(config, {
    clock,
    logger,
    inMemoryDatabase: true,
    inMemoryTemplate: templateFile ? await pgliteTemplate(templateFile) : undefined,
  });
  const mailDir = join(dataDir, 'mail');
  return {
    platform,
    clock,
    logger,
    dataDir,
    async reset() {
      await platform.mail.idle();
      await clearTables(platform.db, DATA_TABLES);
      await platform.rateLimiter.store.clear();
      await rm(mailDir, { recursive: true, force: true });
      clock.set(START);
      logger.entries.length = 0;
    },
    async close() {
      await platform.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    client: (options) => new TestClient(platform, options),
    variant: (extra) =>
      createPlatform(configWith(extra), { clock, logger, database: platform.database }),
    async mails() {
      await platform.mail.idle();
      let files: string[];
      try {
        files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort();
      } catch {
        return [];
      }
      return Promise.all(
        files.map(async (file) => parseEml(await readFile(join(mailDir, file), 'utf8'))),
      );
    },
  };
}

export interface TestMail {
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link of the plain-text part. */
  link: string | undefined;
  raw: string;
}

const decodeQuotedPrintable = (value: string) =>
  value
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Reads an .eml the way a mail client would, enough to find its recipient, subject and link. */
export function parseEml(eml: string): TestMail {
  const raw = eml.replace(/\r\n/g, '\n');
  const header = (name: string) =>
    raw.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim() ?? '';
  const plainPart = raw.match(
    /Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([^\n]+)\n)?\n([\s\S]*?)(?:\n--|$)/i,
  );
  const encoding = plainPart?.[1]?.trim().toLowerCase();
  const body = plainPart?.[2] ?? '';
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    to: header('To'),
    subject: header('Subject'),
    text,
    link: text.match(/https?:\/\/\S+/)?.[0],
    raw,
  };
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  /** The Set-Cookie lines of this answer. */
  setCookies: string[];
}

/**
 * A browser stand-in: keeps cookies, sends our Origin and JSON headers on mutations, and
 * comes from one IP address (rate limits).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  readonly origin: string | null;

  constructor(
    readonly platform: Platform,
    options: { ip?: string; origin?: string | null } = {},
  ) {
    this.ip = options.ip ?? '203.0.113.10';
    this.origin =
      options.origin === undefined ? new URL(platform.config.publicUrl).origin : options.origin;
  }

  async call(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.origin && method !== 'GET') headers.origin = this.origin;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    Object.assign(headers, options.headers);
    const bindings: AppBindings = { clientIp: this.ip };
    const response = await this.platform.request(
      path,
      {
        method,
        headers,
        ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
        ...(options.body !== undefined ? { body: options.body } : {}),
      },
      bindings,
    );
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      body = JSON.parse(text) as unknown;
    }
    return { status: response.status, headers: response.headers, body, setCookies };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.call('GET', path, headers ? { headers } : {});
  }

  post(path: string, json: unknown = {}, headers?: Record<string, string>) {
    return this.call('POST', path, { json, ...(headers ? { headers } : {}) });
  }

  delete(path: string) {
    return this.call('DELETE', path);
  }
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiApp, createApp } from './app';
import { queueDemoAudio } from './audio/jamTrackAudio';
import type { AppBindings } from './bindings';
import type { Bus } from './bus';
import { busNamespace } from './bus/namespace';
import { createPgliteBus } from './bus/pgliteBus';
import { createPostgresBus } from './bus/postgresBus';
import { createRedisBus } from './bus/redisBus';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { DemoLogin } from './demo/account';
import { loadDemoCatalogue } from './demo/jamtracks';
import { DEMO_DATA_SET, loadDemoData } from './demo/load';
import type { ApiDeps } from './deps';
import type { Files } from './files';
import { createLocalFiles, filesDirectory } from './files/localFiles';
import type { Jobs } from './jobQueue';
import { registerWorkers } from './jobs/maintenance';
import { createPgBossJobs } from './jobs/pgBoss';
import { type Presence, startPresence } from './live/presence';
import { createConsoleLogger, type Logger } from './logger';
import { createMail, type Mail } from './mail';
import { createFileTransport } from './mail/fileTransport';
import { createSmtpTransport } from './mail/smtpTransport';
import type { PaymentProvider } from './payments';
import { receivePaymentEvent, sandboxWebhookSecret } from './payments/events';
import { createSandboxProvider } from './payments/sandbox/provider';
import { seedPlans } from './reference/plans';
import { seedReferenceData } from './reference/seed';
import { createRateLimiter, type RateLimiter, type RateLimitStore } from './security/rateLimit';
import { createMemoryRateLimitStore } from './security/rateLimit/memoryStore';
import { createPostgresRateLimitStore } from './security/rateLimit/postgresStore';
import { createRedisRateLimitStore } from './security/rateLimit/redisStore';

export interface PlatformOptions {
  clock?: Clock;
  logger?: Logger;
  /** An in-memory PGlite instead of `$DATA_DIR/db` (tests); ignored with `databaseUrl`. */
  inMemoryDatabase?: boolean;
  /** The in-memory database starts from this dump of a migrated one (tests; see `openDatabase`). */
  inMemoryTemplate?: Blob | undefined;
  /** Share a database another platform opened (it stays open when this one closes). */
  database?: Database;
}

export interface Platform {
  config: Config;
  /** The Hono app; routes live under `/api`. A server mounts `app.fetch`. */
  app: ApiApp;
  /**
   * Calls the API in-process, no network hop: `request('/api/me', {headers: {cookie}})`.
   * A relative path resolves against `PUBLIC_URL`. Pass the browser's address as
   * `bindings.clientIp` (rate limits) and, on mutations, its `Origin` header.
   */
  request(path: string, init?: RequestInit, bindings?: AppBindings): Promise<Response>;
  database: Database;
  db: Db;
  jobs: Jobs;
  bus: Bus;
  mail: Mail;
  files: Files;
  clock: Clock;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** The payment provider the routes use (jobs and commands outside a request need it too). */
  payments: PaymentProvider;
  /** This instance on the bus, and the instances it hears (`/api/health`). */
  presence: Presence;
  /**
   * The demo account's login to print at start, or null: demo data off (`DEMO_DATA=off`, or
   * production without `DEMO_DATA=on`), it failed to load, or its password was changed.
   */
  demo: DemoLogin | null;
  close(): Promise<void>;
}

/** Brings a database up to date: the migrations, then the reference lists and plans (idempotent). */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedPlans(database.db);
}

/**
 * Opens the database (PGlite in `$DATA_DIR/db`, or PostgreSQL with `DATABASE_URL`), runs the
 * migrations, seeds the reference lists, starts the adapters and builds the app.
 */
export async function createPlatform(
  config: Config,
  options: PlatformOptions = {},
): Promise<Platform> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createConsoleLogger();
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) {
      await closer().catch((error: unknown) =>
        logger.warn('platform: a component failed to close', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    }
    closers.length = 0;
  };

  try {
    const ownsDatabase = !options.database;
    if (!options.inMemoryDatabase || config.databaseUrl)
      mkdirSync(config.dataDir, { recursive: true });
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        inMemory: options.inMemoryDatabase ?? false,
        template: options.inMemoryTemplate,
        logger,
      }));
    if (ownsDatabase) closers.push(() => database.close());
    await prepareDatabase(database);
    // Before the job queue starts: on PGlite the load's one transaction would hold it up.
    let demo: DemoLogin | null = null;
    if (config.demoData) {
      try {
        demo = (await loadDemoData({ db: database.db, clock, logger })).login;
        const written = await loadDemoCatalogue(database.db, clock.now(), DEMO_DATA_SET);
        if (written > 0) logger.info('demo JamTracks catalogue loaded', { jamtracks: written });
      } catch (error) {
        // The product works without its demo data; say why it is missing and carry on.
        logger.error('demo data failed to load', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }

    // The deployment's name in Redis (bus channel, rate-limit keys): BUS_NAMESPACE, else the
    // PostgreSQL database's name.
    const namespace = await busNamespace(config.busNamespace, database);
    let rateStore: RateLimitStore;
    if (config.redisUrl) rateStore = await createRedisRateLimitStore(config.redisUrl, namespace);
    else if (database.kind === 'postgres') rateStore = createPostgresRateLimitStore(database.db);
    else rateStore = createMemoryRateLimitStore();
    closers.push(() => rateStore.close());

    let bus: Bus;
    if (config.redisUrl) bus = await createRedisBus(config.redisUrl, logger, namespace);
    else if (database.kind === 'postgres')
      bus = await createPostgresBus(database.connectionString, database.pool, logger);
    else bus = await createPgliteBus(database.pglite, logger);
    closers.push(() => bus.close());

    const jobs = await createPgBossJobs(
      database.kind === 'postgres'
        ? { kind: 'postgres', connectionString: database.connectionString }
        : { kind: 'pglite', pglite: database.pglite },
      { logger, maintain: config.role !== 'web' },
    );
    closers.push(() => jobs.stop());

    const from = `Backline <no-reply@${new URL(config.publicUrl).hostname}>`;
    const mail = createMail(
      config.smtpUrl
        ? createSmtpTransport(config.smtpUrl)
        : createFileTransport({ directory: join(config.dataDir, 'mail'), clock, logger }),
      from,
      logger,
    );
    closers.push(() => mail.close());

    const files = createLocalFiles(filesDirectory(config.dataDir));
    const rateLimiter = createRateLimiter(rateStore, clock);

    // The built-in sandbox provider; its webhooks come back to us in-process (decision 013).
    const payments: PaymentProvider = createSandboxProvider({
      db: database.db,
      clock,
      publicUrl: config.publicUrl,
      webhookSecret: await sandboxWebhookSecret(database.db),
      deliver: ({ body, signature }) =>
        receivePaymentEvent({ db: database.db, clock, payments }, body, signature).then(() => {}),
      onDeliveryError: (error) =>
        logger.warn('payments: a webhook was not delivered', {
          error: error instanceof Error ? error.message : String(error),
        }),
    });

    const presence = startPresence({ bus, clock, logger, role: config.role });
    closers.push(async () => presence.stop());

    const deps: ApiDeps = {
      presence,
      config,
      db: database.db,
      clock,
      logger,
      mail,
      files,
      bus,
      jobs,
      rateLimiter,
      payments,
    };
    const app = createApp(deps);
    if (config.role !== 'web') await registerWorkers(deps);
    if (config.demoData) {
      // The first JamTracks a visitor meets get their synthesised stems from a job, so the
      // server is up before that minute of CPU is spent.
      await queueDemoAudio({ db: database.db, jobs }).catch((error: unknown) =>
        logger.error('demo audio was not queued', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    }

    return {
      config,
      app,
      request: async (path, init, bindings) =>
        app.fetch(new Request(new URL(path, config.publicUrl), init), bindings ?? {}),
      database,
      db: database.db,
      jobs,
      bus,
      mail,
      files,
      clock,
      logger,
      rateLimiter,
      payments,
      presence,
      demo,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { scratchDatabase, startTestPlatform, type TestPlatform } from '../test/platform';
import { isAlive, type ServerProcess, startServer } from './serverProcess';

/*
 * What a fault test starts before it breaks something: a scratch PostgreSQL database of this
 * run, and real server processes on it. Names carry the test process's pid, so two runs at once
 * (two checkouts, a developer beside CI) never share a database; each is dropped after its file,
 * and one left by a run that was killed is dropped by the next run of that file.
 */

/** `name` for this run only. */
const ofThisRun = (name: string) => `${name}_${process.pid}`;

/** Drops the scratch databases of `name` whose run's process is gone. */
async function dropLeftovers(name: string): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  // The name scratchDatabase gives, without the pid.
  const prefix = `${new URL(baseUrl).pathname.slice(1) || 'backline'}_${name}_`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(prefix.length));
      if (!Number.isInteger(pid) || pid <= 0 || isAlive(pid)) continue;
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * A test platform (in this process, on a scratch database of this run, its clock at the wall
 * clock's time, as the processes' is) and server processes on its database and files, all
 * killed after the file. Call at the top of a file; the platform is there from `beforeAll` on.
 */
export function platformAndProcesses(name: string) {
  let platform: TestPlatform | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    await dropLeftovers(name);
    platform = await startTestPlatform(ofThisRun(name));
    platform.clock.set(new Date());
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await platform?.close();
  });
  const fixture = {
    get t(): TestPlatform {
      if (!platform) throw new Error('the test platform starts in beforeAll');
      return platform;
    },
    /** A process of `role` on the platform's database and files. */
    async start(role: 'web' | 'worker'): Promise<ServerProcess> {
      const server = await startServer({
        ROLE: role,
        DATABASE_URL: fixture.t.platform.config.databaseUrl ?? '',
        DATA_DIR: fixture.t.dataDir,
      });
      servers.push(server);
      return server;
    },
  };
  return fixture;
}

/** The buses a scaled deployment is tested on: LISTEN/NOTIFY, and Redis when there is one. */
export function busesUnderTest(namespace: string): { name: string; env: Record<string, string> }[] {
  return [
    { name: 'LISTEN/NOTIFY', env: {} },
    ...(process.env.TEST_REDIS_URL
      ? [
          {
            name: 'Redis',
            env: { REDIS_URL: process.env.TEST_REDIS_URL, BUS_NAMESPACE: ofThisRun(namespace) },
          },
        ]
      : []),
  ];
}

/**
 * Server processes of one deployment on a scratch database of this run. `start` ends what an
 * earlier `start` of the file began and starts afresh; the file's `afterAll` ends it all.
 */
export function scaledDeployment(name: string) {
  let current:
    | { database: { url: string; drop(): Promise<void> }; servers: ServerProcess[] }
    | undefined;
  const stop = async () => {
    const ending = current;
    current = undefined;
    for (const server of ending?.servers ?? []) await server.kill();
    await ending?.database.drop();
  };
  afterAll(stop);
  return {
    get url(): string {
      if (!current) throw new Error('the deployment is not started');
      return current.database.url;
    },
    /**
     * One process per `env` (each with its ROLE), started together as a deployment's are: they
     * take turns migrating (db/migrate.ts). Resolves once all of them serve.
     */
    async start(envs: Record<string, string>[]): Promise<ServerProcess[]> {
      await stop();
      await dropLeftovers(name);
      const database = await scratchDatabase(ofThisRun(name));
      const servers: ServerProcess[] = [];
      current = { database, servers };
      return Promise.all(
        envs.map(async (env) => {
          const server = await startServer({ DATABASE_URL: database.url, ...env });
          servers.push(server);
          return server;
        }),
      );
    },
  };
}

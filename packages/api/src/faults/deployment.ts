import { afterAll, beforeAll } from 'vitest';
import { scratchDatabase, startTestPlatform, type TestPlatform } from '../test/platform';
import { type ServerProcess, startServer } from './serverProcess';

/*
 * What a fault test starts before it breaks something: a scratch PostgreSQL database of this
 * run (test/platform.ts names it after the test process, so two runs at once never share one),
 * and real server processes on it, all killed after the file.
 */

/** `name` for this run only (a bus namespace, like the database, is never shared by two runs). */
const ofThisRun = (name: string) => `${name}_${process.pid}`;

/**
 * A test platform (in this process, on a scratch database of this run, its clock at the wall
 * clock's time, as the processes' is) and server processes on its database and files, all
 * killed after the file. Call at the top of a file; the platform is there from `beforeAll` on.
 */
export function platformAndProcesses(name: string) {
  let platform: TestPlatform | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    platform = await startTestPlatform(name);
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
      const database = await scratchDatabase(name);
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

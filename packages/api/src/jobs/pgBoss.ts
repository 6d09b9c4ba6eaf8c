import type { PGlite } from '@electric-sql/pglite';
import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import type { Jobs } from '../jobQueue';
import type { Logger } from '../logger';

export type PgBossTarget =
  | { kind: 'pglite'; pglite: PGlite }
  | { kind: 'postgres'; connectionString: string };

export interface PgBossJobsOptions {
  logger: Logger;
  /** Run maintenance and cron here (the worker and all roles); a web-only instance only sends. */
  maintain: boolean;
  /** How often an idle worker looks for jobs when no notification woke it. */
  pollingIntervalSeconds?: number;
  /**
   * How often the supervisor (maintaining instances) fails jobs whose heartbeat stopped, so
   * another worker retries them. pg-boss's default is a minute; ours keeps a dead worker's
   * render waiting for well under one.
   */
  superviseIntervalSeconds?: number;
}

/** The job queue on pg-boss, over the embedded PGlite or a PostgreSQL server. */
export async function createPgBossJobs(
  target: PgBossTarget,
  options: PgBossJobsOptions,
): Promise<Jobs> {
  const common: ConstructorOptions = {
    supervise: options.maintain,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    schedule: options.maintain,
    useListenNotify: true,
  };
  const boss =
    target.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(target.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: target.connectionString, max: 4 });
  boss.on('error', (error: Error) =>
    options.logger.error('jobs: pg-boss error', { error: error.message }),
  );
  await boss.start();

  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      // notify: workers wake on LISTEN/NOTIFY instead of waiting out their polling interval.
      // policy "short": at most one waiting job per singletonKey (and one waiting run of a
      // cron queue); the "standard" policy only honours a key inside a throttle window. Active
      // jobs don't count, so work asked for while a run is going is still queued. A queue
      // created by an older version keeps its policy (pg-boss cannot change it).
      created = boss
        .createQueue(name, { notify: true, policy: 'short' })
        .catch((error: unknown) => {
          queues.delete(name);
          throw error;
        });
      queues.set(name, created);
    }
    return created;
  };

  return {
    kind: target.kind,
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.retryLimit !== undefined ? { retryLimit: sendOptions.retryLimit } : {}),
        ...(sendOptions.heartbeatSeconds ? { heartbeatSeconds: sendOptions.heartbeatSeconds } : {}),
      });
    },
    async ping() {
      await boss.getQueues();
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(
        name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          // pg-boss stretches the poll of a notify queue to 30 s, but a job sent to start later
          // (startAfter) gets no notification when it becomes due.
          notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async (jobs) => {
          for (const job of jobs) {
            await handler(job.data as Parameters<typeof handler>[0], {
              id: job.id,
              name: job.name,
              signal: job.signal,
            });
          }
        },
      );
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, null, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

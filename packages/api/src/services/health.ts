import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { Jobs } from '../jobQueue';
import { PRESENCE_STALE_MS, type Presence } from '../live/presence';

/** How long one check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

export interface HealthCheck {
  ok: boolean;
  /** Why it failed, in words an operator can act on (no secrets, no stack). */
  problem?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: HealthCheck;
  bus: HealthCheck & { kind: Bus['kind'] };
  queue: HealthCheck;
  worker: HealthCheck & { last_heard_at: string | null };
  instances: number;
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within 2 s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function check(run: () => Promise<unknown>, what: string): Promise<HealthCheck> {
  try {
    await within(run(), what);
    return { ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: message.includes('within 2 s') ? message : `${what} failed` };
  }
}

/** A message this instance publishes on its own bus and hears back. */
function busRoundTrip(bus: Bus): Promise<void> {
  const channel = `health:${randomUUID()}`;
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = bus.subscribe(channel, () => resolve());
  });
  return bus
    .publish({ channel, id: 1 })
    .then(() => heard)
    .finally(() => stop());
}

/**
 * What a load balancer asks before sending traffic here: the database answers, the bus carries
 * this instance's own message, the job queue answers, and a worker was heard on the bus lately
 * (which also proves this instance shares the workers' bus settings).
 */
export async function checkHealth(deps: {
  db: Db;
  bus: Bus;
  jobs: Jobs;
  clock: Clock;
  presence: Presence;
}): Promise<HealthReport> {
  const [database, bus, queue] = await Promise.all([
    check(() => deps.db.execute(sql`select 1`), 'the database'),
    check(() => busRoundTrip(deps.bus), 'the live-update bus'),
    check(() => deps.jobs.ping(), 'the job queue'),
  ]);
  const lastHeard = deps.presence.lastWorkerHeard();
  const workerOk =
    lastHeard !== null && deps.clock.now().getTime() - lastHeard.getTime() <= PRESENCE_STALE_MS;
  const worker = {
    ok: workerOk,
    last_heard_at: lastHeard?.toISOString() ?? null,
    ...(workerOk
      ? {}
      : {
          problem:
            'No worker heard on the live-update bus lately: start a ROLE=worker instance, and give every instance the same REDIS_URL and BUS_NAMESPACE.',
        }),
  };
  const ok = database.ok && bus.ok && queue.ok && worker.ok;
  return {
    status: ok ? 'ok' : 'degraded',
    database,
    bus: { ...bus, kind: deps.bus.kind },
    queue,
    worker,
    instances: deps.presence.peers().length,
  };
}

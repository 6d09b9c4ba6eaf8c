import { randomUUID } from 'node:crypto';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import type { Role } from '../config';
import type { Logger } from '../logger';

/** The bus channel every instance announces itself on. */
export const PRESENCE_CHANNEL = 'instances';
/** How often an instance announces itself. */
export const PRESENCE_INTERVAL_MS = 30_000;
/** A peer not heard for this long is gone (or on another bus). */
export const PRESENCE_STALE_MS = 3 * PRESENCE_INTERVAL_MS;

export interface Presence {
  /** This instance, as its peers hear it: `<role>:<id>`. */
  readonly self: string;
  /** Announces this instance on the bus now (also done every PRESENCE_INTERVAL_MS). */
  announce(): Promise<void>;
  /** When an instance that runs jobs (role worker or all) was last heard on the bus. */
  lastWorkerHeard(): Date | null;
  /** Instances heard within PRESENCE_STALE_MS, this one included once it heard itself. */
  peers(): string[];
  stop(): void;
}

/**
 * Every instance announces itself on the live-update bus, and listens. Hearing a worker proves
 * two things at once: a worker is alive, and this instance's bus reaches it. An instance whose
 * bus settings differ from the others (one with REDIS_URL, one without; another
 * BUS_NAMESPACE) hears no worker: it says so loudly, and `/api/health` reports it.
 */
export function startPresence(options: {
  bus: Bus;
  clock: Clock;
  logger: Logger;
  role: Role;
  /** Off in tests, which call `announce()` themselves. */
  timers?: boolean;
}): Presence {
  const { bus, clock, logger, role } = options;
  const self = `${role}:${randomUUID()}`;
  const heard = new Map<string, number>();
  const unsubscribe = bus.subscribe(PRESENCE_CHANNEL, (event) => {
    const id = String(event.id);
    const newcomer = id !== self && !heard.has(id);
    heard.set(id, clock.now().getTime());
    // Instances that start together may each announce before the other listens: whoever first
    // hears another instance announces itself once more, so a newcomer knows its peers at once
    // instead of one interval later (a new web instance answered /api/health 503 for up to 30 s).
    // Only a never-heard id is answered, so the answers end: every instance answers each other once.
    if (newcomer) void announce();
  });
  const startedAt = clock.now().getTime();
  let warned = false;

  const lastWorkerHeard = () => {
    let last = 0;
    for (const [id, at] of heard) {
      if ((id.startsWith('worker:') || id.startsWith('all:')) && at > last) last = at;
    }
    return last === 0 ? null : new Date(last);
  };

  const announce = async () => {
    await bus.publish({ channel: PRESENCE_CHANNEL, id: self }).catch((error: unknown) =>
      logger.warn('presence: could not announce this instance on the bus', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    const now = clock.now().getTime();
    const worker = lastWorkerHeard();
    const silent = worker === null || now - worker.getTime() > PRESENCE_STALE_MS;
    if (silent && now - startedAt > PRESENCE_STALE_MS && !warned) {
      warned = true;
      logger.error(
        'presence: no worker heard on the live-update bus — is a ROLE=worker instance running, and do all instances share REDIS_URL and BUS_NAMESPACE?',
        { bus: bus.kind },
      );
    } else if (!silent) {
      warned = false;
    }
  };

  const timer =
    options.timers === false
      ? undefined
      : setInterval(() => void announce(), PRESENCE_INTERVAL_MS).unref();
  if (options.timers !== false) void announce();

  return {
    self,
    announce,
    lastWorkerHeard,
    peers() {
      const now = clock.now().getTime();
      return [...heard].filter(([, at]) => now - at <= PRESENCE_STALE_MS).map(([id]) => id);
    },
    stop() {
      if (timer) clearInterval(timer);
      unsubscribe();
    },
  };
}

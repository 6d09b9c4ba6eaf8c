/** A job as a handler sees it. */
export interface JobContext {
  id: string;
  name: string;
  /** Aborted when the job expires or the queue stops. */
  signal: AbortSignal;
}

export type JobHandler<T extends object> = (data: T, job: JobContext) => Promise<void>;

export interface SendJobOptions {
  /** Not before this instant. */
  startAfter?: Date;
  /**
   * At most one waiting job with this key (e.g. one render per mixdown package): a send while
   * one waits answers null. A job already running does not count.
   */
  singletonKey?: string;
  retryLimit?: number;
  /**
   * The running job's lease, in seconds (at least 10): the worker renews it while the handler
   * runs, and a job whose worker stopped renewing it (killed, frozen, cut off) is failed and
   * retried by another worker within about twice this. Unset: only the queue's long expiry
   * (15 minutes) frees a dead worker's job.
   */
  heartbeatSeconds?: number;
}

/** The lease of the long audio jobs (renders, stem synthesis): see `heartbeatSeconds`. */
export const AUDIO_JOB_HEARTBEAT_SECONDS = 10;

/**
 * Durable background work. Embedded: pg-boss on the PGlite the web process holds; scaled:
 * pg-boss on PostgreSQL, with `ROLE=worker` processes doing the work. Jobs survive a crash and
 * are retried, so handlers must be idempotent (write their output keyed by a row id).
 */
export interface Jobs {
  readonly kind: 'pglite' | 'postgres';
  send<T extends object>(name: string, data: T, options?: SendJobOptions): Promise<string | null>;
  /** Registers a handler in this process (roles worker and all). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Cron in UTC, at most once a minute across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  /** Resolves when the queue's store answers (for `/api/health`). */
  ping(): Promise<void>;
  stop(): Promise<void>;
}

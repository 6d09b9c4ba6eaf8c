import type { SigningState } from './packages';

/*
 * The server's side of a custom mix's life (part 2 §4 "Package signing_state", "Mixdown
 * lifecycle"): when a package may be (re-)queued, and when a waiting or running build has
 * timed out into one of the spec's timeout states. The times are ours (the spec names the
 * states, not their limits); decision 017 explains them.
 */

/** A QUEUED package no worker has started after this long: QUEUED_TIMEOUT. */
export const MIXDOWN_QUEUED_TIMEOUT_MS = 15 * 60_000;
/** A build running longer than this (a 15-minute song slowed to 0.5 takes ~2 min): SIGNING_TIMEOUT. */
export const MIXDOWN_SIGNING_TIMEOUT_MS = 10 * 60_000;
/** A running build that reports no step for this long is stuck: QUIET_TIMEOUT. */
export const MIXDOWN_QUIET_TIMEOUT_MS = 3 * 60_000;
/**
 * A SIGNING package whose worker went silent (no step) for this long, seen from outside the
 * worker (its process died and pg-boss has not retried it yet): QUIET.
 */
export const MIXDOWN_QUIET_MS = 2 * MIXDOWN_QUIET_TIMEOUT_MS;

/** Failure states: the retry icon's states (part 2 §4), after which a new enqueue re-queues. */
export const MIXDOWN_FAILURE_STATES: readonly SigningState[] = [
  'ERROR',
  'SIGNING_TIMEOUT',
  'QUEUED_TIMEOUT',
  'QUIET_TIMEOUT',
  'QUIET',
];

export function isFailedSigningState(state: SigningState): boolean {
  return MIXDOWN_FAILURE_STATES.includes(state);
}

/**
 * What POST /mixdowns/{id}/enqueue does with a package in `state` (null: none yet): a missing
 * or failed package is (re-)queued; a queued, building or signed one is left as it is, so a
 * double click never builds twice.
 */
export function enqueueAction(state: SigningState | null): 'queue' | 'keep' {
  return state === null || isFailedSigningState(state) ? 'queue' : 'keep';
}

/** A package's clock readings, as the server stores them. */
export interface PackageTimes {
  signing_state: SigningState;
  queuedAt: Date;
  /** When a worker started the build (null while QUEUED). */
  signingStartedAt: Date | null;
  /** When the build last reported a step (or started). */
  lastStepAt: Date | null;
}

/**
 * The timeout state a package has fallen into at `now`, or null while it is on time:
 * QUEUED too long → QUEUED_TIMEOUT; SIGNING past the build limit → SIGNING_TIMEOUT; SIGNING
 * with no step for the quiet limit → QUIET_TIMEOUT when the worker itself notices, QUIET when
 * found from outside (`observer: 'sweep'`, the worker is gone).
 */
export function timedOutState(
  times: PackageTimes,
  now: Date,
  observer: 'worker' | 'sweep' = 'worker',
): SigningState | null {
  const at = now.getTime();
  if (times.signing_state === 'QUEUED') {
    return at - times.queuedAt.getTime() >= MIXDOWN_QUEUED_TIMEOUT_MS ? 'QUEUED_TIMEOUT' : null;
  }
  if (times.signing_state !== 'SIGNING') return null;
  const started = (times.signingStartedAt ?? times.queuedAt).getTime();
  if (at - started >= MIXDOWN_SIGNING_TIMEOUT_MS) return 'SIGNING_TIMEOUT';
  const lastStep = (times.lastStepAt ?? times.signingStartedAt ?? times.queuedAt).getTime();
  if (observer === 'sweep') return at - lastStep >= MIXDOWN_QUIET_MS ? 'QUIET' : null;
  return at - lastStep >= MIXDOWN_QUIET_TIMEOUT_MS ? 'QUIET_TIMEOUT' : null;
}

/** Seconds one build is expected to take before the queue estimate's arithmetic (§9). */
export const MIXDOWN_BUILD_ESTIMATE_SECONDS = 30;

/**
 * queue_time of a newly queued package: the builds ahead of it plus its own, each at the
 * estimate. The player turns it into "about N minutes" (queueEstimate).
 */
export function estimateQueueSeconds(buildsAhead: number): number {
  return (Math.max(0, buildsAhead) + 1) * MIXDOWN_BUILD_ESTIMATE_SECONDS;
}

/**
 * A live `mixdown` event (part 2 §4 "watched through live updates (signing_state,
 * packaging_steps, current_packaging_step)"): one package of one mixdown, as it changed.
 */
export interface MixdownUpdate {
  mixdown_id: string;
  jam_track_id: string;
  package_id: string;
  signing_state: SigningState;
  packaging_steps: number;
  current_packaging_step: number;
  error_reason: string | null;
}

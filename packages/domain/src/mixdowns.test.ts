import { describe, expect, it } from 'vitest';
import {
  enqueueAction,
  estimateQueueSeconds,
  isFailedSigningState,
  MIXDOWN_QUEUED_TIMEOUT_MS,
  MIXDOWN_QUIET_MS,
  MIXDOWN_QUIET_TIMEOUT_MS,
  MIXDOWN_SIGNING_TIMEOUT_MS,
  type PackageTimes,
  timedOutState,
} from './mixdowns';
import { queueEstimate, SIGNING_STATES } from './packages';

const queuedAt = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(queuedAt.getTime() + ms);

function times(overrides: Partial<PackageTimes> = {}): PackageTimes {
  return {
    signing_state: 'QUEUED',
    queuedAt,
    signingStartedAt: null,
    lastStepAt: null,
    ...overrides,
  };
}

describe('enqueueAction', () => {
  it('queues a new package and re-queues every failure state', () => {
    expect(enqueueAction(null)).toBe('queue');
    for (const state of ['ERROR', 'SIGNING_TIMEOUT', 'QUEUED_TIMEOUT', 'QUIET_TIMEOUT', 'QUIET']) {
      expect(enqueueAction(state as never)).toBe('queue');
    }
  });

  it('leaves a queued, building or signed package alone', () => {
    expect(enqueueAction('QUEUED')).toBe('keep');
    expect(enqueueAction('SIGNING')).toBe('keep');
    expect(enqueueAction('SIGNED')).toBe('keep');
  });

  it('calls exactly the retry-icon states failures', () => {
    expect(SIGNING_STATES.filter(isFailedSigningState)).toEqual([
      'ERROR',
      'SIGNING_TIMEOUT',
      'QUEUED_TIMEOUT',
      'QUIET_TIMEOUT',
      'QUIET',
    ]);
  });
});

describe('timedOutState', () => {
  it('times a waiting package out into QUEUED_TIMEOUT at the queue limit', () => {
    expect(timedOutState(times(), at(MIXDOWN_QUEUED_TIMEOUT_MS - 1))).toBeNull();
    expect(timedOutState(times(), at(MIXDOWN_QUEUED_TIMEOUT_MS))).toBe('QUEUED_TIMEOUT');
  });

  it('times a long build out into SIGNING_TIMEOUT even while it reports steps', () => {
    const started = times({ signing_state: 'SIGNING', signingStartedAt: at(1000) });
    const now = at(1000 + MIXDOWN_SIGNING_TIMEOUT_MS);
    expect(
      timedOutState({ ...started, lastStepAt: at(1000 + MIXDOWN_SIGNING_TIMEOUT_MS - 10) }, now),
    ).toBe('SIGNING_TIMEOUT');
    expect(timedOutState(started, at(1000 + MIXDOWN_SIGNING_TIMEOUT_MS - 1), 'sweep')).toBe(
      'QUIET',
    );
  });

  it('calls a silent build QUIET_TIMEOUT in the worker and QUIET from the sweep', () => {
    const building = times({
      signing_state: 'SIGNING',
      signingStartedAt: at(0),
      lastStepAt: at(60_000),
    });
    expect(timedOutState(building, at(60_000 + MIXDOWN_QUIET_TIMEOUT_MS - 1))).toBeNull();
    expect(timedOutState(building, at(60_000 + MIXDOWN_QUIET_TIMEOUT_MS))).toBe('QUIET_TIMEOUT');
    expect(timedOutState(building, at(60_000 + MIXDOWN_QUIET_TIMEOUT_MS), 'sweep')).toBeNull();
    expect(timedOutState(building, at(60_000 + MIXDOWN_QUIET_MS), 'sweep')).toBe('QUIET');
  });

  it('never times out a finished package', () => {
    const late = at(10 * MIXDOWN_SIGNING_TIMEOUT_MS);
    for (const state of ['SIGNED', 'ERROR', 'QUIET', 'QUEUED_TIMEOUT'] as const) {
      expect(timedOutState(times({ signing_state: state }), late, 'sweep')).toBeNull();
    }
  });
});

describe('queue estimate and limit', () => {
  it('counts the builds ahead plus its own', () => {
    expect(estimateQueueSeconds(0)).toBe(30);
    expect(estimateQueueSeconds(3)).toBe(120);
    expect(queueEstimate(estimateQueueSeconds(0))).toEqual({ kind: 'aboutOneMinute' });
    expect(queueEstimate(estimateQueueSeconds(4))).toEqual({ kind: 'aboutMinutes', minutes: 3 });
  });
});

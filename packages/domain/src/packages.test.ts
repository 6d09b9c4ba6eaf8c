import { describe, expect, it } from 'vitest';
import {
  buildEnqueuePayload,
  buildMixdownSyncFailedAlert,
  canDownload,
  estimateBuildSeconds,
  estimateQueueTime,
  INITIAL_MIXDOWN_WATCH,
  isMixdownSigned,
  isWaitingForAudio,
  type Mixdown,
  measuredRenderSpeed,
  mixdownEnqueued,
  mixdownMp3Package,
  mixdownSigningState,
  observeSigningState,
  type Package,
  packageOffer,
  packagingProgress,
  queueEstimate,
  RENDER_OVERHEAD_SECONDS,
  RENDER_SPEED_DEFAULT,
  SIGNING_STATES,
  type SigningState,
} from './packages';

function pkg(overrides: Partial<Package> = {}): Package {
  return {
    id: 'p1',
    file_type: 'mp3',
    encrypt_type: null,
    sample_rate: 48,
    signing_state: 'SIGNED',
    packaging_steps: 5,
    current_packaging_step: 5,
    queue_time: 0,
    error_reason: null,
    ...overrides,
  };
}

const mixdown: Mixdown = { id: 'm1', name: 'No vocals', packages: [pkg()] };

describe('packageOffer (part 2 §4 Package signing_state)', () => {
  it('makes a SIGNED package playable, downloadable and deletable', () => {
    expect(packageOffer('SIGNED')).toEqual({
      kind: 'ready',
      playable: true,
      downloadable: true,
      deletable: true,
    });
  });

  it('shows Loading without actions while QUEUED or SIGNING', () => {
    expect(packageOffer('QUEUED')).toEqual({ kind: 'loading' });
    expect(packageOffer('SIGNING')).toEqual({ kind: 'loading' });
  });

  it.each<[SigningState, string]>([
    ['QUIET', 'neverCreated'],
    ['QUIET_TIMEOUT', 'neverCreated'],
    ['QUEUED_TIMEOUT', 'neverBuilt'],
    ['SIGNING_TIMEOUT', 'tookLong'],
    ['ERROR', 'failedToBuild'],
  ])('offers a retry for %s with the %s prompt (part 2 §8)', (state, prompt) => {
    expect(packageOffer(state)).toEqual({ kind: 'retry', prompt });
  });

  it('covers every signing state', () => {
    expect(SIGNING_STATES.map((state) => packageOffer(state).kind).sort()).toEqual([
      'loading',
      'loading',
      'ready',
      'retry',
      'retry',
      'retry',
      'retry',
      'retry',
    ]);
  });
});

describe('mixdown mp3 package (part 2 §4 only mixes with a signed mp3)', () => {
  it('takes the plain mp3, preferring 48 kHz', () => {
    const mix = {
      packages: [
        pkg({ id: 'ogg', file_type: 'ogg' }),
        pkg({ id: 'enc', encrypt_type: 'jkz' }),
        pkg({ id: '44', sample_rate: 44 }),
        pkg({ id: '48' }),
      ],
    };
    expect(mixdownMp3Package(mix)?.id).toBe('48');
    expect(mixdownMp3Package({ packages: [pkg({ id: '44', sample_rate: 44 })] })?.id).toBe('44');
  });

  it('is signed only when that mp3 is SIGNED', () => {
    expect(isMixdownSigned(mixdown)).toBe(true);
    expect(isMixdownSigned({ packages: [pkg({ signing_state: 'SIGNING' })] })).toBe(false);
    expect(isMixdownSigned({ packages: [pkg({ file_type: 'ogg' })] })).toBe(false);
  });

  it('reads QUEUED before any package exists', () => {
    expect(mixdownSigningState({ packages: [] })).toBe('QUEUED');
    expect(mixdownSigningState({ packages: [pkg({ signing_state: 'ERROR' })] })).toBe('ERROR');
  });

  it('measures packaging progress between 0 and 1', () => {
    expect(packagingProgress({ packaging_steps: 4, current_packaging_step: 1 })).toBe(0.25);
    expect(packagingProgress({ packaging_steps: 0, current_packaging_step: 3 })).toBe(0);
    expect(packagingProgress({ packaging_steps: 2, current_packaging_step: 5 })).toBe(1);
  });
});

describe('buildEnqueuePayload (part 2 §7 POST /mixdowns/{id}/enqueue)', () => {
  it('asks for a plain mp3 at sample rate 48', () => {
    expect(buildEnqueuePayload('m1', 'https://backline.example')).toEqual({
      id: 'm1',
      file_type: 'mp3',
      encrypt_type: null,
      sample_rate: 48,
      origin: 'https://backline.example',
    });
  });
});

describe('queueEstimate (part 2 §9 Queue estimate)', () => {
  it.each([
    [0, { kind: 'aboutOneMinute' }],
    [null, { kind: 'aboutOneMinute' }],
    [59, { kind: 'aboutOneMinute' }],
    [60, { kind: 'aboutOneMinute' }],
    [61, { kind: 'aboutMinutes', minutes: 2 }],
    [600, { kind: 'aboutMinutes', minutes: 10 }],
  ])('%s seconds → %o', (seconds, estimate) => {
    expect(queueEstimate(seconds)).toEqual(estimate);
  });

  it('rounds the minutes up', () => {
    expect(queueEstimate(121)).toEqual({ kind: 'aboutMinutes', minutes: 3 });
    expect(queueEstimate(-5)).toEqual({ kind: 'aboutOneMinute' });
  });
});

describe('failure alert once per enqueued mixdown (part 2 §4 Mixdown lifecycle)', () => {
  it('alerts on the first timeout or ERROR of the enqueued mixdown only', () => {
    const watch = mixdownEnqueued(INITIAL_MIXDOWN_WATCH, 'm1');
    const first = observeSigningState(watch, 'm1', 'SIGNING_TIMEOUT');
    expect(first.sendFailureAlert).toBe(true);
    const second = observeSigningState(first.watch, 'm1', 'ERROR');
    expect(second.sendFailureAlert).toBe(false);
    expect(second.watch).toBe(first.watch);
  });

  it('does not alert for another mixdown, for QUIET or for progress', () => {
    const watch = mixdownEnqueued(INITIAL_MIXDOWN_WATCH, 'm1');
    expect(observeSigningState(watch, 'm2', 'ERROR').sendFailureAlert).toBe(false);
    expect(observeSigningState(watch, 'm1', 'QUIET').sendFailureAlert).toBe(false);
    expect(observeSigningState(watch, 'm1', 'SIGNING').sendFailureAlert).toBe(false);
  });

  it('alerts again for the next enqueued mixdown', () => {
    let watch = mixdownEnqueued(INITIAL_MIXDOWN_WATCH, 'm1');
    watch = observeSigningState(watch, 'm1', 'QUEUED_TIMEOUT').watch;
    watch = mixdownEnqueued(watch, 'm2');
    expect(observeSigningState(watch, 'm2', 'QUIET_TIMEOUT').sendFailureAlert).toBe(true);
  });

  it('stops watching once the package is SIGNED', () => {
    expect(observeSigningState(INITIAL_MIXDOWN_WATCH, 'm1', 'SIGNED').keepWatching).toBe(false);
    expect(observeSigningState(INITIAL_MIXDOWN_WATCH, 'm1', 'SIGNING').keepWatching).toBe(true);
  });
});

describe('buildMixdownSyncFailedAlert (part 2 §8 Failed mixdown sync)', () => {
  it('titles the alert with the mixdown name and carries the failure details', () => {
    const failed = {
      ...mixdown,
      packages: [pkg({ id: 'p9', signing_state: 'ERROR', error_reason: 'decoder crashed' })],
    };
    expect(
      buildMixdownSyncFailedAlert({
        mixdown: failed,
        user: { id: 'u1', name: 'Ana Lima' },
        clientState: 'watching',
      }),
    ).toEqual({
      subject: 'Mixdown Sync failed for No vocals',
      data: {
        value: 1,
        user_id: 'u1',
        user_name: 'Ana Lima',
        result: 'signing_state: ERROR, client_state: watching',
        mixdown_id: 'm1',
        package_id: 'p9',
        error_reason: 'decoder crashed',
      },
    });
  });

  it('still reports a mixdown without a package', () => {
    const alert = buildMixdownSyncFailedAlert({
      mixdown: { id: 'm2', name: 'Slow', packages: [] },
      user: { id: 'u1', name: 'Ana' },
      clientState: 'awaiting',
    });
    expect(alert.data).toMatchObject({ package_id: null, error_reason: null });
    expect(alert.data.result).toBe('signing_state: none, client_state: awaiting');
  });
});

describe('canDownload (part 2 §5 downloads only when can_download is true)', () => {
  it('allows a download only when can_download is true', () => {
    expect(canDownload({ can_download: true })).toBe(true);
    expect(canDownload({ can_download: false })).toBe(false);
    expect(canDownload({})).toBe(false);
    expect(canDownload(null)).toBe(false);
  });
});

describe('the render-time estimate, from measured render speed', () => {
  it('takes the median speed of recent builds, ignoring ones it cannot time', () => {
    expect(measuredRenderSpeed([])).toBeNull();
    expect(
      measuredRenderSpeed([
        { audioSeconds: 60, speed: 1, buildSeconds: 6 },
        { audioSeconds: 60, speed: 0.5, buildSeconds: 12 },
        { audioSeconds: 90, speed: 1, buildSeconds: 30 },
        { audioSeconds: 60, speed: 1, buildSeconds: 0 },
      ]),
    ).toBe(10);
  });

  it('estimates a 7-second render as seconds, not a minute', () => {
    // 60 s of song at 10× real time: 6 s of rendering and the fixed cost.
    const seconds = estimateBuildSeconds({ audioSeconds: 60, speed: 1, renderSpeed: 10 });
    expect(seconds).toBe(6 + RENDER_OVERHEAD_SECONDS);
    expect(seconds).toBeLessThan(15);
    // Slower tempo: more audio to render.
    expect(estimateBuildSeconds({ audioSeconds: 60, speed: 0.5, renderSpeed: 10 })).toBe(
      12 + RENDER_OVERHEAD_SECONDS,
    );
    // Nothing measured yet: the default speed.
    expect(estimateBuildSeconds({ audioSeconds: 80, speed: 1, renderSpeed: null })).toBe(
      Math.ceil(RENDER_OVERHEAD_SECONDS + 80 / RENDER_SPEED_DEFAULT),
    );
    expect(estimateQueueTime(2, 9)).toBe(27);
  });

  it('turns the queue time into the spec’s minutes for the estimate', () => {
    expect(queueEstimate(estimateQueueTime(0, 9))).toEqual({ kind: 'aboutOneMinute' });
    expect(queueEstimate(estimateQueueTime(9, 20))).toEqual({ kind: 'aboutMinutes', minutes: 4 });
  });
});

describe('isWaitingForAudio', () => {
  const pkg = {
    id: 'p1',
    file_type: 'mp3' as const,
    encrypt_type: null,
    sample_rate: 48,
    signing_state: 'QUEUED' as const,
    packaging_steps: 0,
    current_packaging_step: 0,
    queue_time: 30,
    error_reason: null,
  };
  it('is true only for a queued build waiting for the audio', () => {
    expect(isWaitingForAudio({ packages: [{ ...pkg, waiting_for: 'audio' }] })).toBe(true);
    expect(isWaitingForAudio({ packages: [pkg] })).toBe(false);
    expect(
      isWaitingForAudio({ packages: [{ ...pkg, signing_state: 'SIGNING', waiting_for: 'audio' }] }),
    ).toBe(false);
  });
});

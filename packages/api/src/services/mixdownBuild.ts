import {
  COUNT_IN_BEATS_PER_BAR,
  isFailedSigningState,
  MIXDOWN_QUIET_TIMEOUT_MS,
  mixableTracks,
  type SigningState,
  type Track,
  timedOutState,
} from '@backline/domain';
import { asc, eq } from 'drizzle-orm';
import { requestMissingJamTrackAudio } from '../audio/jamTrackAudio';
import { RENDER_STEPS, type RenderProgress } from '../audio/render';
import { type MixStem, mixdownFileKey, renderMix } from '../audio/renderMix';
import { jamTracks, jamTrackTracks } from '../db/schema';
import type { ApiDeps } from '../deps';
import type { JobContext } from '../jobQueue';
import {
  type MixdownJobData,
  packageWithMixdown,
  sendMixdownJob,
  unfinishedPackages,
  updatePackage,
} from './mixdowns';

/*
 * The mixdown build (decision 017): decode the stems, mix without the muted ones, count-in,
 * tempo and pitch, MP3 at 48 kHz (renderMix, decision 014), reporting packaging_steps /
 * current_packaging_step to the package row and live to its owner, then SIGNED. It runs in
 * the worker role (jobs/mixdown.ts hands it the queued jobs); the render itself runs in audio
 * processes, never on an event loop.
 */

/** How often a running build checks its own time limits. */
export const MIXDOWN_WATCHDOG_MS = 5_000;

/** A repeating timer the build's watchdog uses; tests tick it by hand. */
export interface WatchdogTimers {
  every(milliseconds: number, tick: () => void): () => void;
}

export const systemTimers: WatchdogTimers = {
  every(milliseconds, tick) {
    const handle = setInterval(tick, milliseconds);
    handle.unref?.();
    return () => clearInterval(handle);
  },
};

/**
 * A build whose JamTrack's audio is still being made looks again after this long (the audio
 * job takes seconds); the QUEUED limit (15 minutes) ends a wait that never comes to an end.
 */
export const MIXDOWN_AUDIO_RECHECK_MS = 3_000;

export type MixdownJobDeps = Pick<ApiDeps, 'db' | 'files' | 'clock' | 'bus' | 'logger' | 'jobs'> & {
  timers?: WatchdogTimers;
};

export interface MixdownJobOptions {
  /** Told after each step is recorded (logs, tests). */
  onStep?: (progress: RenderProgress) => void;
}

/** A build ended by its own time limit; the package takes `state`. */
class MixdownTimeout extends Error {
  override name = 'MixdownTimeout';
  constructor(readonly state: SigningState) {
    super(`mixdown build timed out (${state})`);
  }
}

export type MixdownJobOutcome =
  | 'signed'
  | 'already-signed'
  | 'gone'
  | 'stale'
  | 'timed-out'
  | 'waiting-for-audio'
  | 'failed';

type Found = NonNullable<Awaited<ReturnType<typeof packageWithMixdown>>>;

/**
 * Builds the mp3 package of `data.packageId` for enqueue generation `data.generation`. Safe to
 * run again after a crash: a package gone, re-queued since or already finished is left alone,
 * and a file already stored for it (the crash came after the write) is taken as the output
 * instead of rendering twice. Time limits end the build in the spec's timeout states; a stop of
 * the queue (job.signal) rethrows so pg-boss retries it.
 */
export async function runMixdownJob(
  deps: MixdownJobDeps,
  data: MixdownJobData,
  job: Pick<JobContext, 'signal'>,
  options: MixdownJobOptions = {},
): Promise<MixdownJobOutcome> {
  const found = await packageWithMixdown(deps.db, data.packageId);
  if (!found) return 'gone';
  const now = deps.clock.now();
  const unbuildable = await leftAlone(deps, data, found, now);
  if (unbuildable) return unbuildable;

  const outputKey = mixdownFileKey(data.packageId);
  // A crash after the file was stored: the file is the mix (settings never change).
  if (await deps.files.read(outputKey)) {
    const written = await updatePackage(deps, data.packageId, data.generation, {
      ...signedPackage(outputKey),
      signedAt: now,
      lastStepAt: now,
    });
    return written ? 'already-signed' : 'gone';
  }

  const { stems, complete, tempoBpm } = await mixStems(deps, found.mixdown);
  if (!complete) {
    // The mix depends on the JamTrack's audio (a demo JamTrack just claimed on a fresh server):
    // ask for it (once per JamTrack) and build when it is there, QUEUED meanwhile.
    await requestMissingJamTrackAudio(deps, [found.mixdown.jamTrackId]);
    await sendMixdownJob(deps.jobs, data, new Date(now.getTime() + MIXDOWN_AUDIO_RECHECK_MS));
    deps.logger.info('mixdown: waiting for the JamTrack audio', { package: data.packageId });
    return 'waiting-for-audio';
  }

  const started = await updatePackage(deps, data.packageId, data.generation, {
    signingState: 'SIGNING',
    packagingSteps: RENDER_STEPS,
    currentPackagingStep: 0,
    signingStartedAt: now,
    lastStepAt: now,
    errorReason: null,
  });
  if (!started) return 'gone';
  return render(deps, data, job, options, {
    queuedAt: found.pkg.queuedAt,
    startedAt: now,
    outputKey,
    render: {
      stems,
      speed: found.mixdown.speed,
      semitones: found.mixdown.pitch,
      countIn: found.mixdown.countIn
        ? {
            bpm: tempoBpm ?? 120,
            // The studio's count-in: its bars of four beats and its accent (the spec's: one bar).
            beats: (found.mixdown.countInBars ?? 1) * COUNT_IN_BEATS_PER_BAR,
            accent: found.mixdown.countInAccent ?? false,
          }
        : null,
      outputKey,
    },
  });
}

/** Why a found package is not built now (stale, finished, or out of time while QUEUED); else null. */
async function leftAlone(
  deps: MixdownJobDeps,
  data: MixdownJobData,
  { pkg }: Found,
  now: Date,
): Promise<MixdownJobOutcome | null> {
  if (pkg.generation !== data.generation) return 'stale';
  if (pkg.signingState === 'SIGNED') return 'already-signed';
  if (isFailedSigningState(pkg.signingState)) return 'stale';
  const late = timedOutState(
    {
      signing_state: pkg.signingState,
      queuedAt: pkg.queuedAt,
      signingStartedAt: pkg.signingStartedAt,
      lastStepAt: pkg.lastStepAt,
    },
    now,
  );
  if (pkg.signingState === 'QUEUED' && late) {
    await updatePackage(deps, data.packageId, data.generation, { signingState: late }, ['QUEUED']);
    return 'timed-out';
  }
  return null;
}

function signedPackage(outputKey: string) {
  return {
    signingState: 'SIGNED' as const,
    packagingSteps: RENDER_STEPS,
    currentPackagingStep: RENDER_STEPS,
    fileKey: outputKey,
    errorReason: null,
  };
}

/**
 * The stems of a mix in track order, each with its mute and volume, and whether every mixable
 * track has its audio yet; with the JamTrack's tempo for the count-in.
 */
async function mixStems(
  deps: MixdownJobDeps,
  mixdown: Found['mixdown'],
): Promise<{ stems: MixStem[]; complete: boolean; tempoBpm: number | null }> {
  const [jamTrack] = await deps.db
    .select({ tempoBpm: jamTracks.tempoBpm })
    .from(jamTracks)
    .where(eq(jamTracks.id, mixdown.jamTrackId));
  const rows = await deps.db
    .select()
    .from(jamTrackTracks)
    .where(eq(jamTrackTracks.jamTrackId, mixdown.jamTrackId))
    .orderBy(asc(jamTrackTracks.position));
  const muted = new Set(mixdown.tracks.filter((track) => track.mute).map((track) => track.id));
  const volumes = new Map(mixdown.tracks.map((track) => [track.id, track.volume ?? 1]));
  const stemIds = new Set(
    mixableTracks(rows.map((row) => ({ id: row.id, track_type: row.trackType }) as Track)).map(
      (track) => track.id,
    ),
  );
  const stems: MixStem[] = [];
  for (const row of rows) {
    if (!stemIds.has(row.id) || !row.audioFile) continue;
    stems.push({
      id: row.id,
      fileKey: row.audioFile,
      mute: muted.has(row.id),
      volume: volumes.get(row.id) ?? 1,
    });
  }
  return { stems, complete: stems.length === stemIds.size, tempoBpm: jamTrack?.tempoBpm ?? null };
}

interface RenderPlan {
  queuedAt: Date;
  startedAt: Date;
  outputKey: string;
  render: Parameters<typeof renderMix>[1];
}

/** Renders a package that is SIGNING under its watchdog, recording each step, and settles it. */
async function render(
  deps: MixdownJobDeps,
  { packageId, generation }: MixdownJobData,
  job: Pick<JobContext, 'signal'>,
  options: MixdownJobOptions,
  plan: RenderPlan,
): Promise<MixdownJobOutcome> {
  const watchdog = startWatchdog(deps, job.signal, plan);
  const steps = stepRecorder(deps, packageId, generation, watchdog, options);
  try {
    const stored = await renderMix(deps.files, plan.render, {
      onStep: steps.record,
      signal: watchdog.signal,
    });
    await steps.settled();
    const written = await updatePackage(
      deps,
      packageId,
      generation,
      {
        ...signedPackage(plan.outputKey),
        signedAt: deps.clock.now(),
        lastStepAt: deps.clock.now(),
      },
      ['SIGNING'],
    );
    if (!written) {
      // Deleted (or re-queued) while building: the file belongs to nobody.
      const again = await packageWithMixdown(deps.db, packageId);
      if (!again) await deps.files.delete(stored.key);
      return 'gone';
    }
    deps.logger.info('mixdown: signed', {
      package: packageId,
      seconds: Math.round(stored.seconds),
      milliseconds: deps.clock.now().getTime() - plan.startedAt.getTime(),
    });
    return 'signed';
  } catch (error) {
    await steps.settled();
    const fail = (state: SigningState, reason: string) =>
      updatePackage(deps, packageId, generation, { signingState: state, errorReason: reason }, [
        'SIGNING',
      ]);
    const reason = watchdog.signal.reason;
    if (reason instanceof MixdownTimeout) {
      await fail(reason.state, reason.message);
      return 'timed-out';
    }
    // The queue is stopping or expired the job: pg-boss retries it (the package stays SIGNING).
    if (job.signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.error('mixdown: build failed', { package: packageId, error: message });
    await fail('ERROR', message.slice(0, 500));
    return 'failed';
  } finally {
    watchdog.stop();
  }
}

interface Watchdog {
  /** Aborted by the queue's stop, or with a MixdownTimeout when a time limit passes. */
  signal: AbortSignal;
  /** Looks at the time limits now (also done on a timer). */
  check(): void;
  /** A step was made: the QUIET limit counts from now. */
  stepMade(): void;
  stop(): void;
}

/** The build's own time limits: a timer, and a look at every step. */
function startWatchdog(
  deps: MixdownJobDeps,
  jobSignal: AbortSignal,
  plan: Pick<RenderPlan, 'queuedAt' | 'startedAt'>,
): Watchdog {
  const controller = new AbortController();
  const onJobAbort = () => controller.abort(jobSignal.reason);
  jobSignal.addEventListener('abort', onJobAbort, { once: true });
  let lastStepAt = plan.startedAt;
  const check = () => {
    if (controller.signal.aborted) return;
    const state = timedOutState(
      {
        signing_state: 'SIGNING',
        queuedAt: plan.queuedAt,
        signingStartedAt: plan.startedAt,
        lastStepAt,
      },
      deps.clock.now(),
    );
    if (state) controller.abort(new MixdownTimeout(state));
  };
  const stopTimer = (deps.timers ?? systemTimers).every(
    Math.min(MIXDOWN_WATCHDOG_MS, MIXDOWN_QUIET_TIMEOUT_MS),
    check,
  );
  return {
    signal: controller.signal,
    check,
    stepMade: () => {
      lastStepAt = deps.clock.now();
    },
    stop: () => {
      stopTimer();
      jobSignal.removeEventListener('abort', onJobAbort);
    },
  };
}

/** Writes each step to the package row in order, one at a time; the render does not wait. */
function stepRecorder(
  deps: MixdownJobDeps,
  packageId: string,
  generation: number,
  watchdog: Watchdog,
  options: MixdownJobOptions,
) {
  let writes: Promise<unknown> = Promise.resolve();
  return {
    record(progress: RenderProgress) {
      watchdog.check();
      if (watchdog.signal.aborted) return;
      watchdog.stepMade();
      const at = deps.clock.now();
      writes = writes
        .then(() =>
          updatePackage(
            deps,
            packageId,
            generation,
            {
              packagingSteps: progress.packaging_steps,
              currentPackagingStep: progress.current_packaging_step,
              lastStepAt: at,
            },
            ['SIGNING'],
          ),
        )
        .then(() => options.onStep?.(progress))
        .catch((error: unknown) =>
          deps.logger.warn('mixdown: step not recorded', {
            package: packageId,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
    },
    /** Resolves when every recorded step is written. */
    settled: () => writes,
  };
}

/**
 * The sweep: unfinished packages whose build nobody is running any more (the worker died, or
 * no worker took the job) move to QUEUED_TIMEOUT, SIGNING_TIMEOUT or QUIET. Answers how many.
 */
export async function sweepMixdownTimeouts(deps: MixdownJobDeps): Promise<number> {
  const now = deps.clock.now();
  let moved = 0;
  for (const pkg of await unfinishedPackages(deps.db, now)) {
    const state = timedOutState(
      {
        signing_state: pkg.signingState,
        queuedAt: pkg.queuedAt,
        signingStartedAt: pkg.signingStartedAt,
        lastStepAt: pkg.lastStepAt,
      },
      now,
      'sweep',
    );
    if (!state) continue;
    const written = await updatePackage(deps, pkg.id, pkg.generation, { signingState: state }, [
      pkg.signingState,
    ]);
    if (written) moved += 1;
  }
  return moved;
}

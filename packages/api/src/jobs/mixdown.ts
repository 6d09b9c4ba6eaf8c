import {
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
  MIXDOWN_QUEUE,
  type MixdownJobData,
  packageWithMixdown,
  sendMixdownJob,
  unfinishedPackages,
  updatePackage,
} from '../services/mixdowns';

/*
 * The mixdown build (decision 017): decode the stems, mix without the muted ones, count-in,
 * tempo and pitch, MP3 at 48 kHz (renderMix, decision 014), reporting packaging_steps /
 * current_packaging_step to the package row and live to its owner, then SIGNED. It runs in
 * the worker role; the render itself runs in audio processes, never on an event loop.
 */

/** Every minute, unfinished packages nobody is building any more time out (QUEUED_TIMEOUT, QUIET, …). */
export const MIXDOWN_SWEEP_QUEUE = 'mixdown-timeouts';
export const MIXDOWN_SWEEP_CRON = '* * * * *';

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
  const { packageId, generation } = data;
  const found = await packageWithMixdown(deps.db, packageId);
  if (!found) return 'gone';
  const { pkg, mixdown } = found;
  if (pkg.generation !== generation) return 'stale';
  if (pkg.signingState === 'SIGNED') return 'already-signed';
  if (isFailedSigningState(pkg.signingState)) return 'stale';
  const now = deps.clock.now();
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
    await updatePackage(deps, packageId, generation, { signingState: late }, ['QUEUED']);
    return 'timed-out';
  }

  const outputKey = mixdownFileKey(packageId);
  const signed = {
    signingState: 'SIGNED' as const,
    packagingSteps: RENDER_STEPS,
    currentPackagingStep: RENDER_STEPS,
    fileKey: outputKey,
    errorReason: null,
  };
  // A crash after the file was stored: the file is the mix (settings never change).
  if (await deps.files.read(outputKey)) {
    const written = await updatePackage(deps, packageId, generation, {
      ...signed,
      signedAt: now,
      lastStepAt: now,
    });
    return written ? 'already-signed' : 'gone';
  }

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
    if (!stemIds.has(row.id)) continue;
    if (row.audioFile) {
      stems.push({
        id: row.id,
        fileKey: row.audioFile,
        mute: muted.has(row.id),
        volume: volumes.get(row.id) ?? 1,
      });
    }
  }
  if (stems.length < stemIds.size) {
    // The mix depends on the JamTrack's audio (a demo JamTrack just claimed on a fresh server):
    // ask for it (once per JamTrack) and build when it is there, QUEUED meanwhile.
    await requestMissingJamTrackAudio(deps, [mixdown.jamTrackId]);
    await sendMixdownJob(deps.jobs, data, new Date(now.getTime() + MIXDOWN_AUDIO_RECHECK_MS));
    deps.logger.info('mixdown: waiting for the JamTrack audio', { package: packageId });
    return 'waiting-for-audio';
  }

  const started = await updatePackage(deps, packageId, generation, {
    signingState: 'SIGNING',
    packagingSteps: RENDER_STEPS,
    currentPackagingStep: 0,
    signingStartedAt: now,
    lastStepAt: now,
    errorReason: null,
  });
  if (!started) return 'gone';

  const fail = async (state: SigningState, reason: string) => {
    await updatePackage(deps, packageId, generation, { signingState: state, errorReason: reason }, [
      'SIGNING',
    ]);
  };

  // Time limits: the build's own watchdog (a timer, and a look at every step).
  const controller = new AbortController();
  const onJobAbort = () => controller.abort(job.signal.reason);
  job.signal.addEventListener('abort', onJobAbort, { once: true });
  const startedAt = now;
  let lastStepAt = now;
  const checkTime = () => {
    if (controller.signal.aborted) return;
    const state = timedOutState(
      {
        signing_state: 'SIGNING',
        queuedAt: pkg.queuedAt,
        signingStartedAt: startedAt,
        lastStepAt,
      },
      deps.clock.now(),
    );
    if (state) controller.abort(new MixdownTimeout(state));
  };
  const stopWatchdog = (deps.timers ?? systemTimers).every(
    Math.min(MIXDOWN_WATCHDOG_MS, MIXDOWN_QUIET_TIMEOUT_MS),
    checkTime,
  );

  // Steps are written in order, one at a time; the render does not wait for them.
  let writes: Promise<unknown> = Promise.resolve();
  const onStep = (progress: RenderProgress) => {
    checkTime();
    if (controller.signal.aborted) return;
    lastStepAt = deps.clock.now();
    const at = lastStepAt;
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
  };

  try {
    const stored = await renderMix(
      deps.files,
      {
        stems,
        speed: mixdown.speed,
        semitones: mixdown.pitch,
        countIn: mixdown.countIn ? { bpm: jamTrack?.tempoBpm ?? 120 } : null,
        outputKey,
      },
      { onStep, signal: controller.signal },
    );
    await writes;
    const written = await updatePackage(
      deps,
      packageId,
      generation,
      { ...signed, signedAt: deps.clock.now(), lastStepAt: deps.clock.now() },
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
      milliseconds: deps.clock.now().getTime() - startedAt.getTime(),
    });
    return 'signed';
  } catch (error) {
    await writes;
    const reason = controller.signal.reason;
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
    stopWatchdog();
    job.signal.removeEventListener('abort', onJobAbort);
  }
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

/** The mixdown work of a worker process (ROLE=worker or all). */
export async function registerMixdownWorkers(deps: ApiDeps): Promise<void> {
  await deps.jobs.work<MixdownJobData>(MIXDOWN_QUEUE, async (data, job) => {
    await runMixdownJob(deps, data, job);
  });
  await deps.jobs.work(MIXDOWN_SWEEP_QUEUE, async () => {
    const moved = await sweepMixdownTimeouts(deps);
    if (moved > 0) deps.logger.warn('mixdown: packages timed out', { moved });
  });
  await deps.jobs.schedule(MIXDOWN_SWEEP_QUEUE, MIXDOWN_SWEEP_CRON);
}

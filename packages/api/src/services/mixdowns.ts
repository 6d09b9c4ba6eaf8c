import {
  domainText,
  enqueueAction,
  estimateBuildSeconds,
  estimateQueueSeconds,
  estimateQueueTime,
  MAX_CUSTOM_MIXES,
  type MixCreationPayload,
  type Mixdown,
  type MixdownUpdate,
  measuredRenderSpeed,
  mixableTracks,
  PACKAGE_SAMPLE_RATE,
  type Package,
  RENDER_SPEED_SAMPLE,
  type SigningState,
  type Track,
} from '@backline/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import {
  jamTrackMixdownPackages,
  jamTrackMixdowns,
  jamTrackMixdownUpdates,
  jamTrackPlayerProgressions,
  jamTrackPlayerSelections,
  jamTracks,
  jamTrackTracks,
  purchases,
} from '../db/schema';
import type { ApiDeps } from '../deps';
import { AUDIO_JOB_HEARTBEAT_SECONDS } from '../jobQueue';
import { publishLive } from '../live/publish';
import { lockLiveStreams } from '../live/streamOrder';
import { fieldRefusal, ServiceError } from './errors';
import { isUuid } from './ids';

/*
 * Custom mixes (part 2 §3 Mixdown and Package, §4 lifecycle, §7 calls; decision 017). A mix
 * belongs to one person and one JamTrack they own; its mp3 package is built by the
 * `mixdown-render` job (src/jobs/mixdown.ts), which reports through `updatePackage` below.
 */

/** The queue of mixdown builds (worker role). */
export const MIXDOWN_QUEUE = 'mixdown-render';

/** What a `mixdown-render` job carries: the package and the enqueue it was sent for. */
export interface MixdownJobData {
  packageId: string;
  generation: number;
}

type MixdownRow = typeof jamTrackMixdowns.$inferSelect;
type PackageRow = typeof jamTrackMixdownPackages.$inferSelect;

const mixdownNotFound = () =>
  new ServiceError('notFound', { error: domainText('mixdown.notFound') });
const jamTrackNotFound = () =>
  new ServiceError('notFound', { error: domainText('mixdown.jamTrackNotFound') });

export function presentPackage(row: PackageRow, audioReady = true): Package {
  return {
    id: row.id,
    file_type: row.fileType,
    encrypt_type: row.encryptType,
    sample_rate: row.sampleRate,
    signing_state: row.signingState,
    packaging_steps: row.packagingSteps,
    current_packaging_step: row.currentPackagingStep,
    queue_time: row.queueTime,
    error_reason: row.errorReason,
    // A queued build of a JamTrack whose audio is still being made waits for it (decision 033).
    waiting_for: row.signingState === 'QUEUED' && !audioReady ? 'audio' : null,
  };
}

function presentMixdown(row: MixdownRow, packages: PackageRow[], audioReady: boolean): Mixdown {
  return {
    id: row.id,
    name: row.name,
    packages: packages.map((pkg) => presentPackage(pkg, audioReady)),
    // The enqueue answers the mixdown's own id as jam_track_mixdown_id (decision 017).
    jam_track_mixdown_id: row.enqueuedAt ? row.id : null,
    origin: row.origin,
  };
}

/** The person's mixes of a JamTrack, oldest first, with their packages (part 2 §3). */
export async function mixdownsOf(
  db: Db | Tx,
  userId: string,
  jamTrackId: string,
): Promise<Mixdown[]> {
  const rows = await db
    .select()
    .from(jamTrackMixdowns)
    .where(and(eq(jamTrackMixdowns.userId, userId), eq(jamTrackMixdowns.jamTrackId, jamTrackId)))
    .orderBy(asc(jamTrackMixdowns.createdAt), asc(jamTrackMixdowns.id));
  if (rows.length === 0) return [];
  const audioReady = await hasAllAudio(db, jamTrackId);
  const packages = await db
    .select()
    .from(jamTrackMixdownPackages)
    .where(
      inArray(
        jamTrackMixdownPackages.mixdownId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(jamTrackMixdownPackages.queuedAt));
  return rows.map((row) =>
    presentMixdown(
      row,
      packages.filter((pkg) => pkg.mixdownId === row.id),
      audioReady,
    ),
  );
}

/** Whether every track of the JamTrack has its audio (the demo's is synthesised on demand). */
export async function hasAllAudio(db: Db | Tx, jamTrackId: string): Promise<boolean> {
  const [silent] = await db
    .select({ id: jamTrackTracks.id })
    .from(jamTrackTracks)
    .where(and(eq(jamTrackTracks.jamTrackId, jamTrackId), isNull(jamTrackTracks.audioFile)))
    .limit(1);
  return !silent;
}

/**
 * What GET /jamtracks/{id} adds for its owner (part 2 §3): their mixes and the player's last
 * selection. Somebody else gets nothing of it.
 */
export async function playerStateOf(db: Db, userId: string, jamTrackId: string) {
  const [mixdowns, [selection]] = await Promise.all([
    mixdownsOf(db, userId, jamTrackId),
    db
      .select()
      .from(jamTrackPlayerSelections)
      .where(
        and(
          eq(jamTrackPlayerSelections.userId, userId),
          eq(jamTrackPlayerSelections.jamTrackId, jamTrackId),
        ),
      ),
  ]);
  return {
    mixdowns,
    last_mixdown_id: selection?.lastMixdownId ?? null,
    last_stem_id: selection?.lastStemId ?? null,
  };
}

/** Whether the person owns the JamTrack (part 2 §3 can_download is ownership). */
export async function ownsJamTrack(db: Db | Tx, userId: string, jamTrackId: string) {
  const [row] = await db
    .select({ id: purchases.jamTrackId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.jamTrackId, jamTrackId)));
  return row !== undefined;
}

/** A JamTrack the person owns: 404 when there is none, 403 when it is not theirs. */
export async function requireOwnedJamTrack(db: Db | Tx, userId: string, jamTrackId: string) {
  if (!isUuid(jamTrackId)) throw jamTrackNotFound();
  const [jamTrack] = await db.select().from(jamTracks).where(eq(jamTracks.id, jamTrackId));
  if (!jamTrack) throw jamTrackNotFound();
  if (!(await ownsJamTrack(db, userId, jamTrackId))) {
    throw new ServiceError('forbidden', { error: domainText('mixdown.notOwned') });
  }
  return jamTrack;
}

/** One of the person's mixes; anybody else's, or none, is a 404 (nothing is told about it). */
export async function requireOwnMixdown(db: Db | Tx, userId: string, mixdownId: string) {
  if (!isUuid(mixdownId)) throw mixdownNotFound();
  const [row] = await db
    .select()
    .from(jamTrackMixdowns)
    .where(and(eq(jamTrackMixdowns.id, mixdownId), eq(jamTrackMixdowns.userId, userId)));
  if (!row) throw mixdownNotFound();
  return row;
}

/** A file to send and the name the browser saves it under. */
export interface AudioDownload {
  fileKey: string;
  fileName: string;
}

/**
 * GET /mixdowns/{id}/download.mp3: the signed 48 kHz MP3 of one's own mix of a JamTrack one
 * owns; 403 once the JamTrack is no longer owned, 404 until the mix is built.
 */
export async function mixDownloadOf(
  db: Db,
  userId: string,
  mixdownId: string,
): Promise<AudioDownload> {
  const mixdown = await requireOwnMixdown(db, userId, mixdownId);
  if (!(await ownsJamTrack(db, userId, mixdown.jamTrackId))) {
    throw new ServiceError('forbidden', { error: domainText('mixdown.downloadNotAllowed') });
  }
  const [pkg] = await db
    .select({ fileKey: jamTrackMixdownPackages.fileKey })
    .from(jamTrackMixdownPackages)
    .where(
      and(
        eq(jamTrackMixdownPackages.mixdownId, mixdown.id),
        eq(jamTrackMixdownPackages.fileType, 'mp3'),
        eq(jamTrackMixdownPackages.sampleRate, PACKAGE_SAMPLE_RATE),
        eq(jamTrackMixdownPackages.signingState, 'SIGNED'),
        isNotNull(jamTrackMixdownPackages.fileKey),
      ),
    );
  if (!pkg?.fileKey)
    throw new ServiceError('notFound', { error: domainText('mixdown.mixNotReady') });
  const [jamTrack] = await db
    .select({ name: jamTracks.name })
    .from(jamTracks)
    .where(eq(jamTracks.id, mixdown.jamTrackId));
  return {
    fileKey: pkg.fileKey,
    fileName: `${jamTrack?.name ?? 'JamTrack'} - ${mixdown.name}.mp3`,
  };
}

/**
 * GET /jamtracks/{id}/stems/{trackId | master}/download.mp3: one stem (or the master) of a
 * JamTrack one owns; 404 for a track it does not have or whose audio is not made yet.
 */
export async function stemDownloadOf(
  db: Db,
  userId: string,
  jamTrackId: string,
  trackId: string | 'master',
): Promise<AudioDownload> {
  const jamTrack = await requireOwnedJamTrack(db, userId, jamTrackId);
  const unknownStem = () =>
    new ServiceError('notFound', { error: domainText('mixdown.unknownStem') });
  if (trackId !== 'master' && !isUuid(trackId)) throw unknownStem();
  const [track] = await db
    .select({
      audioFile: jamTrackTracks.audioFile,
      part: jamTrackTracks.part,
      trackType: jamTrackTracks.trackType,
    })
    .from(jamTrackTracks)
    .where(
      and(
        eq(jamTrackTracks.jamTrackId, jamTrack.id),
        trackId === 'master'
          ? eq(jamTrackTracks.trackType, 'Master')
          : eq(jamTrackTracks.id, trackId),
      ),
    );
  if (!track) throw unknownStem();
  if (!track.audioFile) {
    throw new ServiceError('notFound', { error: domainText('mixdown.audioNotReady') });
  }
  const label = track.trackType === 'Track' ? (track.part ?? 'Stem') : track.trackType;
  return { fileKey: track.audioFile, fileName: `${jamTrack.name} - ${label}.mp3` };
}

async function stemsOf(db: Db | Tx, jamTrackId: string) {
  return db
    .select({
      id: jamTrackTracks.id,
      trackType: jamTrackTracks.trackType,
      audioFile: jamTrackTracks.audioFile,
      position: jamTrackTracks.position,
    })
    .from(jamTrackTracks)
    .where(eq(jamTrackTracks.jamTrackId, jamTrackId))
    .orderBy(asc(jamTrackTracks.position));
}

/**
 * POST /mixdowns (part 2 §3 mix creation payload, already validated by the domain schema):
 * the JamTrack must be the person's, every listed track one of its stems (Track or Click), and
 * fewer than 5 mixes of it saved (§9; 422 otherwise). Stems the payload leaves out play.
 */
export async function createMixdown(
  deps: Pick<ApiDeps, 'db' | 'clock'>,
  userId: string,
  payload: MixCreationPayload,
  /** The studio's per-stem volumes (0–1) by track id; stems not named play at 1. */
  volumes: ReadonlyMap<string, number> = new Map(),
): Promise<Mixdown> {
  return deps.db.transaction(async (tx) => {
    const jamTrack = await requireOwnedJamTrack(tx, userId, payload.jamTrackID);
    const stems = await stemsOf(tx, jamTrack.id);
    const stemIds = new Set(
      mixableTracks(stems.map((row) => ({ id: row.id, track_type: row.trackType }) as Track)).map(
        (track) => track.id,
      ),
    );
    const listed = new Map<string, boolean>();
    for (const track of payload.settings.tracks) {
      const id = track.id.toLowerCase();
      if (!stemIds.has(id))
        throw fieldRefusal('settings.tracks', domainText('mixdown.unknownTrack'));
      listed.set(id, (listed.get(id) ?? false) || track.mute);
    }
    // One mix at a time per person and JamTrack past this point, so two clicks make no sixth.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`mixdowns:${userId}:${jamTrack.id}`}))`,
    );
    const [saved] = await tx
      .select({ value: count() })
      .from(jamTrackMixdowns)
      .where(
        and(eq(jamTrackMixdowns.userId, userId), eq(jamTrackMixdowns.jamTrackId, jamTrack.id)),
      );
    if ((saved?.value ?? 0) >= MAX_CUSTOM_MIXES) {
      throw new ServiceError('refused', {
        errors: { base: [domainText('mix.maxMixesReached', { max: MAX_CUSTOM_MIXES })] },
      });
    }
    const [row] = await tx
      .insert(jamTrackMixdowns)
      .values({
        userId,
        jamTrackId: jamTrack.id,
        name: payload.name,
        speed: payload.settings.speed,
        pitch: payload.settings.pitch,
        countIn: payload.settings['count-in'],
        countInBars: payload.settings['count-in-bars'] ?? null,
        countInAccent: payload.settings['count-in-accent'] ?? null,
        tracks: [...listed].map(([id, mute]) => {
          const volume = volumes.get(id);
          return volume === undefined ? { id, mute } : { id, mute, volume };
        }),
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('the mixdown was not written');
    return presentMixdown(row, [], true);
  });
}

/** Writes one live `mixdown` event row for a package as it now is. */
async function recordUpdate(tx: Tx, mixdown: MixdownRow, pkg: PackageRow, at: Date) {
  // The person's mixdown stream: ids commit in order (live/streamOrder.ts).
  await lockLiveStreams(tx, [{ type: 'mixdown', key: mixdown.userId }]);
  const [update] = await tx
    .insert(jamTrackMixdownUpdates)
    .values({
      userId: mixdown.userId,
      mixdownId: mixdown.id,
      jamTrackId: mixdown.jamTrackId,
      packageId: pkg.id,
      signingState: pkg.signingState,
      packagingSteps: pkg.packagingSteps,
      currentPackagingStep: pkg.currentPackagingStep,
      errorReason: pkg.errorReason,
      createdAt: at,
    })
    .returning({ id: jamTrackMixdownUpdates.id });
  return update?.id ?? 0;
}

export interface EnqueueRequest {
  file_type: 'mp3';
  encrypt_type: null;
  sample_rate: number;
  origin?: string | undefined;
}

/**
 * POST /mixdowns/{id}/enqueue: queues the mix's plain mp3 at 48 (part 2 §7). A new or failed
 * package is (re-)queued with a new generation and a job; a queued, building or signed one is
 * left alone (a double click builds once). Answers `{jam_track_mixdown_id}`.
 */
export async function enqueueMixdown(
  deps: Pick<ApiDeps, 'db' | 'clock' | 'jobs' | 'bus' | 'logger'>,
  userId: string,
  mixdownId: string,
  request: EnqueueRequest,
): Promise<{ jam_track_mixdown_id: string }> {
  const now = deps.clock.now();
  const queued = await deps.db.transaction(async (tx) => {
    const mixdown = await requireOwnMixdown(tx, userId, mixdownId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mixdown:${mixdown.id}`}))`);
    const [existing] = await tx
      .select()
      .from(jamTrackMixdownPackages)
      .where(
        and(
          eq(jamTrackMixdownPackages.mixdownId, mixdown.id),
          eq(jamTrackMixdownPackages.fileType, request.file_type),
          eq(jamTrackMixdownPackages.sampleRate, request.sample_rate),
          sql`${jamTrackMixdownPackages.encryptType} is null`,
        ),
      );
    await tx
      .update(jamTrackMixdowns)
      .set({ origin: request.origin ?? mixdown.origin, enqueuedAt: mixdown.enqueuedAt ?? now })
      .where(eq(jamTrackMixdowns.id, mixdown.id));
    if (enqueueAction(existing?.signingState ?? null) === 'keep') return null;
    const [ahead] = await tx
      .select({ value: count() })
      .from(jamTrackMixdownPackages)
      .where(inArray(jamTrackMixdownPackages.signingState, ['QUEUED', 'SIGNING']));
    const fields = {
      signingState: 'QUEUED' as SigningState,
      packagingSteps: 0,
      currentPackagingStep: 0,
      queueTime: await estimateQueueTimeOf(tx, mixdown, ahead?.value ?? 0),
      errorReason: null,
      fileKey: null,
      queuedAt: now,
      signingStartedAt: null,
      lastStepAt: null,
      signedAt: null,
    };
    const [pkg] = existing
      ? await tx
          .update(jamTrackMixdownPackages)
          .set({ ...fields, generation: existing.generation + 1 })
          .where(eq(jamTrackMixdownPackages.id, existing.id))
          .returning()
      : await tx
          .insert(jamTrackMixdownPackages)
          .values({
            ...fields,
            mixdownId: mixdown.id,
            fileType: request.file_type,
            encryptType: null,
            sampleRate: request.sample_rate,
          })
          .returning();
    if (!pkg) throw new Error('the package was not written');
    const updateId = await recordUpdate(tx, mixdown, pkg, now);
    return { pkg, updateId };
  });
  if (queued) {
    await sendMixdownJob(deps.jobs, {
      packageId: queued.pkg.id,
      generation: queued.pkg.generation,
    });
    await publishLive(deps, [{ type: 'mixdown', userId, id: queued.updateId }]);
  }
  return { jam_track_mixdown_id: mixdownId };
}

/**
 * queue_time of a new build: the builds ahead and this one, each as long as this mix's audio
 * takes at the render speed measured on recent builds (decision 033). A JamTrack whose length is
 * not known yet (its audio is still to be made) counts the fixed estimate.
 */
async function estimateQueueTimeOf(
  db: Db | Tx,
  mixdown: Pick<MixdownRow, 'jamTrackId' | 'speed'>,
  buildsAhead: number,
): Promise<number> {
  const [jamTrack] = await db
    .select({ durationSeconds: jamTracks.durationSeconds })
    .from(jamTracks)
    .where(eq(jamTracks.id, mixdown.jamTrackId));
  if (!jamTrack?.durationSeconds) return estimateQueueSeconds(buildsAhead);
  const recent = await db
    .select({
      audioSeconds: jamTracks.durationSeconds,
      speed: jamTrackMixdowns.speed,
      startedAt: jamTrackMixdownPackages.signingStartedAt,
      signedAt: jamTrackMixdownPackages.signedAt,
    })
    .from(jamTrackMixdownPackages)
    .innerJoin(jamTrackMixdowns, eq(jamTrackMixdowns.id, jamTrackMixdownPackages.mixdownId))
    .innerJoin(jamTracks, eq(jamTracks.id, jamTrackMixdowns.jamTrackId))
    .where(
      and(
        eq(jamTrackMixdownPackages.signingState, 'SIGNED'),
        isNotNull(jamTrackMixdownPackages.signingStartedAt),
        isNotNull(jamTrackMixdownPackages.signedAt),
      ),
    )
    .orderBy(desc(jamTrackMixdownPackages.signedAt))
    .limit(RENDER_SPEED_SAMPLE);
  const renderSpeed = measuredRenderSpeed(
    recent.map((build) => ({
      audioSeconds: build.audioSeconds ?? 0,
      speed: build.speed,
      buildSeconds:
        build.startedAt && build.signedAt
          ? (build.signedAt.getTime() - build.startedAt.getTime()) / 1000
          : 0,
    })),
  );
  const buildSeconds = estimateBuildSeconds({
    audioSeconds: jamTrack.durationSeconds,
    speed: mixdown.speed,
    renderSpeed,
  });
  return estimateQueueTime(buildsAhead, buildSeconds);
}

/**
 * Queues the build of a package's enqueue generation: one waiting job per generation. `startAfter`
 * puts it off (a build waiting for its JamTrack's audio looks again then).
 */
export async function sendMixdownJob(
  jobs: ApiDeps['jobs'],
  data: MixdownJobData,
  startAfter?: Date,
): Promise<void> {
  await jobs.send(MIXDOWN_QUEUE, data, {
    singletonKey: `${data.packageId}:${data.generation}`,
    retryLimit: 2,
    heartbeatSeconds: AUDIO_JOB_HEARTBEAT_SECONDS,
    ...(startAfter ? { startAfter } : {}),
  });
}

/**
 * DELETE /mixdowns/{id}: the mix, its packages and its files. A build still running finds its
 * package gone when it finishes and removes what it wrote (src/jobs/mixdown.ts).
 */
export async function deleteMixdown(
  deps: Pick<ApiDeps, 'db' | 'files'>,
  userId: string,
  mixdownId: string,
): Promise<void> {
  const mixdown = await requireOwnMixdown(deps.db, userId, mixdownId);
  const packages = await deps.db
    .delete(jamTrackMixdownPackages)
    .where(eq(jamTrackMixdownPackages.mixdownId, mixdown.id))
    .returning();
  await deps.db.delete(jamTrackMixdowns).where(eq(jamTrackMixdowns.id, mixdown.id));
  for (const pkg of packages) {
    if (pkg.fileKey) await deps.files.delete(pkg.fileKey);
  }
}

/** A package and its mixdown, for the job. */
export async function packageWithMixdown(db: Db | Tx, packageId: string) {
  const [row] = await db
    .select({ pkg: jamTrackMixdownPackages, mixdown: jamTrackMixdowns })
    .from(jamTrackMixdownPackages)
    .innerJoin(jamTrackMixdowns, eq(jamTrackMixdowns.id, jamTrackMixdownPackages.mixdownId))
    .where(eq(jamTrackMixdownPackages.id, packageId));
  return row;
}

export type PackageChange = Partial<
  Pick<
    PackageRow,
    | 'signingState'
    | 'packagingSteps'
    | 'currentPackagingStep'
    | 'errorReason'
    | 'fileKey'
    | 'signingStartedAt'
    | 'lastStepAt'
    | 'signedAt'
  >
>;

/**
 * Changes a package of generation `generation` (a job's view) and tells its owner live.
 * Answers the package as written, or null when it is gone or re-queued since (the job stops).
 * `onlyFrom` limits the change to packages still in one of those states.
 */
export async function updatePackage(
  deps: Pick<ApiDeps, 'db' | 'clock' | 'bus' | 'logger'>,
  packageId: string,
  generation: number,
  change: PackageChange,
  onlyFrom?: readonly SigningState[],
): Promise<PackageRow | null> {
  const now = deps.clock.now();
  const written = await deps.db.transaction(async (tx) => {
    const [pkg] = await tx
      .update(jamTrackMixdownPackages)
      .set(change)
      .where(
        and(
          eq(jamTrackMixdownPackages.id, packageId),
          eq(jamTrackMixdownPackages.generation, generation),
          ...(onlyFrom ? [inArray(jamTrackMixdownPackages.signingState, [...onlyFrom])] : []),
        ),
      )
      .returning();
    if (!pkg) return null;
    const [mixdown] = await tx
      .select()
      .from(jamTrackMixdowns)
      .where(eq(jamTrackMixdowns.id, pkg.mixdownId));
    if (!mixdown) return null;
    return { pkg, mixdown, updateId: await recordUpdate(tx, mixdown, pkg, now) };
  });
  if (!written) return null;
  await publishLive(deps, [
    { type: 'mixdown', userId: written.mixdown.userId, id: written.updateId },
  ]);
  return written.pkg;
}

/** Unfinished packages queued before `before` (the timeout sweep's candidates). */
export async function unfinishedPackages(db: Db, before: Date) {
  return db
    .select()
    .from(jamTrackMixdownPackages)
    .where(
      and(
        inArray(jamTrackMixdownPackages.signingState, ['QUEUED', 'SIGNING']),
        lt(jamTrackMixdownPackages.queuedAt, before),
      ),
    )
    .orderBy(asc(jamTrackMixdownPackages.queuedAt))
    .limit(500);
}

/** POST /jamtracks/{id}/mixdowns/active: the player's selection (part 2 §4). */
export async function recordActiveSelection(
  deps: Pick<ApiDeps, 'db' | 'clock'>,
  userId: string,
  jamTrackId: string,
  selection: { mixdown_id: string | null; stem_id: string | null },
): Promise<void> {
  await requireOwnedJamTrack(deps.db, userId, jamTrackId);
  const mixdownId = selection.mixdown_id?.toLowerCase() ?? null;
  const stemId = selection.stem_id?.toLowerCase() ?? null;
  if (mixdownId) {
    const [mine] = isUuid(mixdownId)
      ? await deps.db
          .select({ id: jamTrackMixdowns.id })
          .from(jamTrackMixdowns)
          .where(
            and(
              eq(jamTrackMixdowns.id, mixdownId),
              eq(jamTrackMixdowns.userId, userId),
              eq(jamTrackMixdowns.jamTrackId, jamTrackId),
            ),
          )
      : [];
    if (!mine) throw fieldRefusal('mixdown_id', domainText('mixdown.unknownMixdown'));
  }
  if (stemId) {
    const stems = mixableTracks(
      (await stemsOf(deps.db, jamTrackId)).map(
        (row) => ({ id: row.id, track_type: row.trackType }) as Track,
      ),
    );
    if (!stems.some((track) => track.id === stemId)) {
      throw fieldRefusal('stem_id', domainText('mixdown.unknownStem'));
    }
  }
  const values = {
    lastMixdownId: mixdownId,
    lastStemId: stemId,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(jamTrackPlayerSelections)
    .values({ userId, jamTrackId, ...values })
    .onConflictDoUpdate({
      target: [jamTrackPlayerSelections.userId, jamTrackPlayerSelections.jamTrackId],
      set: values,
    });
}

/**
 * POST /users/progression/opened_jamtrack_web_player: the first open is kept (a later call
 * changes nothing). Answers whether this call was the first.
 */
export async function recordPlayerOpened(db: Db, clock: Clock, userId: string): Promise<boolean> {
  const rows = await db
    .insert(jamTrackPlayerProgressions)
    .values({ userId, openedAt: clock.now() })
    .onConflictDoNothing()
    .returning({ userId: jamTrackPlayerProgressions.userId });
  return rows.length > 0;
}

/** first_opened_jamtrack_web_player of the user detail (part 2 §3). */
export async function hasOpenedPlayer(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: jamTrackPlayerProgressions.userId })
    .from(jamTrackPlayerProgressions)
    .where(eq(jamTrackPlayerProgressions.userId, userId));
  return row !== undefined;
}

/* The live `mixdown` stream of GET /events (src/live/streams.ts). */

export async function latestMixdownUpdateId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: jamTrackMixdownUpdates.id })
    .from(jamTrackMixdownUpdates)
    .where(eq(jamTrackMixdownUpdates.userId, userId))
    .orderBy(desc(jamTrackMixdownUpdates.id))
    .limit(1);
  return row?.id ?? 0;
}

export async function mixdownUpdatesAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit: number,
): Promise<{ id: number; payload: MixdownUpdate }[]> {
  const rows = await db
    .select()
    .from(jamTrackMixdownUpdates)
    .where(and(eq(jamTrackMixdownUpdates.userId, userId), gt(jamTrackMixdownUpdates.id, afterId)))
    .orderBy(asc(jamTrackMixdownUpdates.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    payload: {
      mixdown_id: row.mixdownId,
      jam_track_id: row.jamTrackId,
      package_id: row.packageId,
      signing_state: row.signingState,
      packaging_steps: row.packagingSteps,
      current_packaging_step: row.currentPackagingStep,
      error_reason: row.errorReason,
    },
  }));
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { demoDataLoads, jamTracks, jamTrackTracks, purchases } from '../db/schema';
import { stableUuid } from '../demo/jamtracks';
import type { Files } from '../files';
import { AUDIO_JOB_HEARTBEAT_SECONDS, type Jobs } from '../jobQueue';
import type { Logger } from '../logger';
import { decodeAll } from './decode';
import { peaksOf } from './peaks';
import { arrange, type SongDescription, type SynthPart, songSections } from './synth/song';
import { type SongTrack, synthesiseSong } from './synthesiseSong';

/** The queue of "give this JamTrack its audio" jobs (one per JamTrack at a time). */
export const JAMTRACK_AUDIO_QUEUE = 'jamtrack-audio';

/** The demo catalogue's marker row (src/demo/jamtracks.ts): its demo user owns a few. */
const DEMO_CATALOGUE_SET = 'jamtracks-catalogue';
/** Besides the demo account's own, the first free-eligible JamTracks get audio at start. */
const DEMO_FREE_WITH_AUDIO = 3;

/** Where a browser fetches a track's preview (part 2 §3 preview_mp3_url). */
export const previewUrl = (jamTrackId: string, trackId: string) =>
  `/api/jamtracks/${jamTrackId}/tracks/${trackId}/preview.mp3`;

/** What a catalogue track plays, from its instrument and part; null for the Master. */
export function synthPartOf(track: {
  trackType: string;
  part: string | null;
  instrumentId: string | null;
}): SynthPart | null {
  if (track.trackType === 'Master') return null;
  if (track.trackType === 'Click') return { voice: 'click' };
  const instrument = track.instrumentId ?? '';
  const part = track.part ?? '';
  if (/drum|percussion|cajon/.test(instrument)) return { voice: 'drums' };
  if (/bass/.test(instrument)) return { voice: 'bass' };
  if (/keyboard|piano|organ|synth/.test(instrument)) return { voice: 'keys' };
  if (instrument === 'voice') return { voice: 'vocal' };
  if (/guitar|mandolin|banjo|ukulele/.test(instrument)) {
    const lead = /lead|solo|fill|melod/i.test(part) || /steel|mandolin/.test(instrument);
    return lead ? { voice: 'lead', timbre: 'pluck' } : { voice: 'strum' };
  }
  if (/violin|fiddle|viola|cello/.test(instrument)) return { voice: 'lead', timbre: 'bowed' };
  return { voice: 'lead', timbre: 'reed' };
}

/** A 60–75 s song at the JamTrack's tempo and key, seeded by its slug. */
export function songOf(jamTrack: {
  slug: string;
  tempoBpm: number | null;
  musicalKey: string | null;
}): SongDescription {
  let hash = 0;
  for (const char of jamTrack.slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return {
    seed: jamTrack.slug,
    bpm: Math.min(200, Math.max(60, jamTrack.tempoBpm ?? 110)),
    key: jamTrack.musicalKey ?? 'C',
    seconds: 60 + (hash % 16),
  };
}

export interface JamTrackAudioDeps {
  db: Db;
  files: Files;
  logger: Logger;
  /** Tests put a stand-in here; the real one takes seconds of CPU. */
  synthesise?: typeof synthesiseSong;
}

/**
 * Synthesises and stores the audio of a JamTrack whose tracks have none yet (the demo
 * catalogue), then points its tracks at the files in one transaction: a crash before that
 * leaves the rows as they were, and a retry rewrites the same files.
 */
export async function renderJamTrackAudio(
  deps: JamTrackAudioDeps,
  jamTrackId: string,
  options: { signal?: AbortSignal } = {},
): Promise<'rendered' | 'present' | 'peaks' | 'missing'> {
  const [jamTrack] = await deps.db.select().from(jamTracks).where(eq(jamTracks.id, jamTrackId));
  if (!jamTrack) return 'missing';
  const rows = await deps.db
    .select()
    .from(jamTrackTracks)
    .where(eq(jamTrackTracks.jamTrackId, jamTrackId))
    .orderBy(asc(jamTrackTracks.position));
  if (rows.length === 0) return 'missing';
  if (rows.every((row) => row.audioFile !== null)) {
    // Audio made before the studio kept peaks: compute them from the stored files
    // (and give a synthesised demo JamTrack its sections).
    const withoutPeaks = rows.filter((row) => row.peaks === null);
    if (withoutPeaks.length === 0) return 'present';
    for (const row of withoutPeaks) {
      options.signal?.throwIfAborted();
      const data = await deps.files.read(row.audioFile!);
      if (!data) continue;
      let peaks: string;
      try {
        peaks = peaksOf(await decodeAll(data));
      } catch (error) {
        // A file the decoders refuse keeps no peaks; the studio draws no waveform for it.
        deps.logger.warn('audio: no peaks for a track', {
          track: row.id,
          error: error instanceof Error ? error.message : String(error),
        });
        continue;
      }
      await deps.db.update(jamTrackTracks).set({ peaks }).where(eq(jamTrackTracks.id, row.id));
    }
    // A demo JamTrack (its id comes from its slug) was synthesised: its form is known.
    if (jamTrack.sections === null && jamTrack.id === stableUuid(jamTrack.slug)) {
      await deps.db
        .update(jamTracks)
        .set({ sections: songSections(arrange(songOf(jamTrack))) })
        .where(eq(jamTracks.id, jamTrack.id));
    }
    deps.logger.info('audio: JamTrack peaks computed', {
      jamtrack: jamTrack.slug,
      tracks: withoutPeaks.length,
    });
    return 'peaks';
  }
  const started = performance.now();
  const song = songOf(jamTrack);
  const tracks: SongTrack[] = [];
  let strums = 0;
  for (const row of rows) {
    const part = synthPartOf(row);
    if (part?.voice === 'strum') part.variant = strums++;
    tracks.push({ id: row.id, part: part ?? 'master' });
  }
  const stored = await (deps.synthesise ?? synthesiseSong)(deps.files, song, tracks, options);
  await deps.db.transaction(async (tx) => {
    for (const track of stored.tracks) {
      await tx
        .update(jamTrackTracks)
        .set({
          audioFile: track.audioKey,
          previewMp3Url: previewUrl(jamTrackId, track.id),
          ...(track.peaks ? { peaks: track.peaks } : {}),
        })
        .where(eq(jamTrackTracks.id, track.id));
    }
    await tx
      .update(jamTracks)
      .set({
        durationSeconds: Math.round(stored.seconds),
        ...(stored.sections ? { sections: stored.sections } : {}),
      })
      .where(eq(jamTracks.id, jamTrackId));
  });
  deps.logger.info('audio: JamTrack audio synthesised', {
    jamtrack: jamTrack.slug,
    tracks: stored.tracks.length,
    seconds: Math.round(stored.seconds),
    milliseconds: Math.round(performance.now() - started),
  });
  return 'rendered';
}

/**
 * Asks a worker to give a JamTrack its audio, or the peaks of audio made before the studio
 * (nothing happens when it has both already).
 */
export async function requestJamTrackAudio(jobs: Jobs, jamTrackId: string): Promise<void> {
  await jobs.send(
    JAMTRACK_AUDIO_QUEUE,
    { jamTrackId },
    { singletonKey: jamTrackId, heartbeatSeconds: AUDIO_JOB_HEARTBEAT_SECONDS },
  );
}

/**
 * Asks a worker for the audio of those JamTracks whose tracks have none yet (a purchase of a
 * catalogue JamTrack nobody played before, the demo step); returns the ones asked for. The job
 * itself checks again, so a second request for the same JamTrack only costs a lookup.
 */
export async function requestMissingJamTrackAudio(
  deps: { db: Db; jobs: Jobs },
  jamTrackIds: readonly string[],
): Promise<string[]> {
  if (jamTrackIds.length === 0) return [];
  const silent = await deps.db
    .selectDistinct({ id: jamTrackTracks.jamTrackId })
    .from(jamTrackTracks)
    .where(
      and(inArray(jamTrackTracks.jamTrackId, [...jamTrackIds]), isNull(jamTrackTracks.audioFile)),
    );
  for (const { id } of silent) await requestJamTrackAudio(deps.jobs, id);
  return silent.map((row) => row.id);
}

/**
 * The demo step: queues audio for the JamTracks a visitor meets first — the demo account's
 * own and the first few a new user may take as their free one. The rest get theirs when they are
 * bought (services/orders.ts). Returns the JamTracks queued.
 */
export async function queueDemoAudio(deps: { db: Db; jobs: Jobs }): Promise<string[]> {
  const [marker] = await deps.db
    .select({ demoUserId: demoDataLoads.demoUserId })
    .from(demoDataLoads)
    .where(eq(demoDataLoads.name, DEMO_CATALOGUE_SET));
  if (!marker) return [];
  const owned = marker.demoUserId
    ? await deps.db
        .select({ id: purchases.jamTrackId })
        .from(purchases)
        .where(eq(purchases.userId, marker.demoUserId))
    : [];
  const ownedIds = new Set(owned.map((row) => row.id));
  const free = await deps.db
    .select({ id: jamTracks.id })
    .from(jamTracks)
    .where(and(eq(jamTracks.allowFree, true), eq(jamTracks.available, true)))
    .orderBy(asc(jamTracks.originalArtistSlug), asc(jamTracks.nameSlug))
    .limit(DEMO_FREE_WITH_AUDIO + ownedIds.size);
  const firstFree = free.map((row) => row.id).filter((id) => !ownedIds.has(id));
  // Only those still without audio (a later start queues nothing).
  return requestMissingJamTrackAudio(deps, [
    ...ownedIds,
    ...firstFree.slice(0, DEMO_FREE_WITH_AUDIO),
  ]);
}

/** Registers the audio jobs in a worker process (roles worker and all). */
export async function registerAudioWorkers(
  deps: JamTrackAudioDeps & { jobs: Jobs },
): Promise<void> {
  await deps.jobs.work<{ jamTrackId: string }>(JAMTRACK_AUDIO_QUEUE, async (data, job) => {
    await renderJamTrackAudio(deps, data.jamTrackId, { signal: job.signal });
  });
}

import {
  STUDIO_DEFAULT_SETTINGS,
  STUDIO_PEAK_BUCKETS,
  type StudioData,
  type StudioSettings,
} from '@backline/domain';
import { and, asc, eq } from 'drizzle-orm';
import { requestJamTrackAudio } from '../audio/jamTrackAudio';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { jamTrackTracks, studioSettings } from '../db/schema';
import { fieldRefusal } from './errors';
import { requireOwnedJamTrack } from './mixdowns';

/*
 * The practice studio's server side: the waveform peaks and song sections of a
 * JamTrack, and each musician's remembered settings. Both follow the player's rule for the
 * stems: a signed-in owner of the JamTrack (404 when there is none, 403 when not theirs).
 */

/** Message of a remembered stem that is not one of the JamTrack's stems. */
export const UNKNOWN_STUDIO_STEM = 'This track is not one of the JamTrack’s stems.';

/**
 * GET /jamtracks/{id}/studio: bpm, key, duration, sections and every track's peaks (base64 of
 * STUDIO_PEAK_BUCKETS × (min, max) signed bytes; null while the track has no audio yet). Audio
 * stored before peaks were kept gets them from a worker, asked for here (once per JamTrack).
 */
export async function studioDataOf(
  deps: { db: Db; jobs: Parameters<typeof requestJamTrackAudio>[0] },
  userId: string,
  jamTrackId: string,
): Promise<StudioData> {
  const { db } = deps;
  const jamTrack = await requireOwnedJamTrack(db, userId, jamTrackId);
  const tracks = await db
    .select({
      id: jamTrackTracks.id,
      trackType: jamTrackTracks.trackType,
      instrumentId: jamTrackTracks.instrumentId,
      part: jamTrackTracks.part,
      peaks: jamTrackTracks.peaks,
      audioFile: jamTrackTracks.audioFile,
    })
    .from(jamTrackTracks)
    .where(eq(jamTrackTracks.jamTrackId, jamTrack.id))
    .orderBy(asc(jamTrackTracks.position));
  if (tracks.some((track) => track.peaks === null && track.audioFile !== null)) {
    await requestJamTrackAudio(deps.jobs, jamTrack.id);
  }
  return {
    jamtrack_id: jamTrack.id,
    bpm: jamTrack.tempoBpm,
    key: jamTrack.musicalKey,
    duration_seconds: jamTrack.durationSeconds,
    peak_buckets: STUDIO_PEAK_BUCKETS,
    sections: jamTrack.sections ?? [],
    tracks: tracks.map((track) => ({
      id: track.id,
      track_type: track.trackType,
      instrument: track.instrumentId,
      part: track.part,
      peaks: track.peaks,
    })),
  };
}

const ownRow = (userId: string, jamTrackId: string) =>
  and(eq(studioSettings.userId, userId), eq(studioSettings.jamTrackId, jamTrackId));

/** GET /jamtracks/{id}/studio/settings: the musician's own, or the studio's defaults. */
export async function studioSettingsOf(
  db: Db,
  userId: string,
  jamTrackId: string,
): Promise<StudioSettings> {
  const jamTrack = await requireOwnedJamTrack(db, userId, jamTrackId);
  const [row] = await db
    .select({ settings: studioSettings.settings })
    .from(studioSettings)
    .where(ownRow(userId, jamTrack.id));
  return row?.settings ?? STUDIO_DEFAULT_SETTINGS;
}

/**
 * PUT /jamtracks/{id}/studio/settings (validated by studioSettingsSchema): replaces the
 * musician's settings for the JamTrack; every stem named must be one of its Track or Click
 * stems (400 otherwise). The loop is kept inside the song when its length is known.
 */
export async function saveStudioSettings(
  deps: { db: Db; clock: Clock },
  userId: string,
  jamTrackId: string,
  settings: StudioSettings,
): Promise<StudioSettings> {
  const jamTrack = await requireOwnedJamTrack(deps.db, userId, jamTrackId);
  const stems = await deps.db
    .select({ id: jamTrackTracks.id, trackType: jamTrackTracks.trackType })
    .from(jamTrackTracks)
    .where(eq(jamTrackTracks.jamTrackId, jamTrack.id));
  const stemIds = new Set(
    stems.filter((stem) => stem.trackType !== 'Master').map((stem) => stem.id.toLowerCase()),
  );
  const seen = new Set<string>();
  const stored: StudioSettings = {
    ...settings,
    stems: settings.stems.map((stem, index) => {
      const id = stem.id.toLowerCase();
      if (!stemIds.has(id) || seen.has(id)) {
        throw fieldRefusal(`stems.${index}.id`, UNKNOWN_STUDIO_STEM);
      }
      seen.add(id);
      return { ...stem, id };
    }),
  };
  if (settings.loop && jamTrack.durationSeconds !== null) {
    // A second of slack: the duration is rounded to whole seconds.
    if (settings.loop.end > jamTrack.durationSeconds + 1) {
      throw fieldRefusal('loop', 'The loop must end inside the song.');
    }
  }
  const now = deps.clock.now();
  await deps.db
    .insert(studioSettings)
    .values({ userId, jamTrackId: jamTrack.id, settings: stored, updatedAt: now })
    .onConflictDoUpdate({
      target: [studioSettings.userId, studioSettings.jamTrackId],
      set: { settings: stored, updatedAt: now },
    });
  return stored;
}

import type { JamTrack, PublicArtistResponse, PublicJamTrack } from '@backline/domain';
import { and, asc, eq } from 'drizzle-orm';
import { requestMissingJamTrackAudio } from '../audio/jamTrackAudio';
import type { Db } from '../db/client';
import { jamTracks } from '../db/schema';
import type { Jobs } from '../jobQueue';
import type { Logger } from '../logger';
import { presentJamTracks } from './jamtracks';

/** Catalogue fields only: what a visitor may see (no purchase, cart or player state). */
function toPublic(jamTrack: JamTrack): PublicJamTrack {
  return {
    id: jamTrack.id,
    name: jamTrack.name,
    name_slug: jamTrack.name_slug,
    slug: jamTrack.slug,
    original_artist: jamTrack.original_artist,
    original_artist_slug: jamTrack.original_artist_slug,
    download_price: jamTrack.download_price,
    allow_free: jamTrack.allow_free,
    tracks: jamTrack.tracks,
  };
}

/** An available JamTrack by its slug, or null (unknown or withdrawn). */
export async function publicJamTrack(db: Db, slug: string): Promise<PublicJamTrack | null> {
  const [row] = await db
    .select()
    .from(jamTracks)
    .where(and(eq(jamTracks.slug, slug), eq(jamTracks.available, true)));
  if (!row) return null;
  const [jamTrack] = await presentJamTracks(db, null, [row]);
  return jamTrack ? toPublic(jamTrack) : null;
}

/** An artist and their available JamTracks by name, or null when they have none. */
export async function publicArtist(db: Db, slug: string): Promise<PublicArtistResponse | null> {
  const rows = await db
    .select()
    .from(jamTracks)
    .where(and(eq(jamTracks.originalArtistSlug, slug), eq(jamTracks.available, true)))
    .orderBy(asc(jamTracks.name), asc(jamTracks.id));
  const first = rows[0];
  if (!first) return null;
  const presented = await presentJamTracks(db, null, rows);
  return {
    artist: { original_artist: first.originalArtist, original_artist_slug: slug },
    jamtracks: presented.map(toPublic),
  };
}

/**
 * A visitor opened a JamTrack whose audio was never made (decision 015 makes only a few at
 * start): ask a worker for it, so its previews play a moment later. One job per JamTrack
 * (singleton), and a failure to queue never fails the page.
 */
export async function requestPreviews(
  deps: { db: Db; jobs: Jobs; logger: Logger },
  jamTrack: PublicJamTrack,
): Promise<void> {
  if (jamTrack.tracks.some((track) => track.preview_mp3_url)) return;
  await requestMissingJamTrackAudio(deps, [jamTrack.id]).catch((error: unknown) =>
    deps.logger.warn('could not queue the audio of a public JamTrack', {
      jamTrackId: jamTrack.id,
      error: String(error),
    }),
  );
}

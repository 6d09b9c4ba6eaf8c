import {
  AUTOCOMPLETE_LIMIT,
  JAMTRACKS_PAGE_SIZE,
  type JamTrack,
  type JamTrackArtist,
  type JamTrackPackageState,
  type JamTrackSuggestion,
  type Track,
} from '@backline/domain';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  notIlike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cartItems, instruments, jamTracks, jamTrackTracks, purchases } from '../db/schema';
import { isUuid } from './ids';
import { playerStateOf } from './mixdowns';

type JamTrackRow = typeof jamTracks.$inferSelect;

/** `%text%` for ILIKE with the user's wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tracks of some JamTracks, in position order, as part 2 §3 Track. */
async function tracksOf(db: Db | Tx, ids: string[]): Promise<Map<string, Track[]>> {
  const byJamTrack = new Map<string, Track[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byJamTrack;
  const rows = await db
    .select({
      id: jamTrackTracks.id,
      jamTrackId: jamTrackTracks.jamTrackId,
      trackType: jamTrackTracks.trackType,
      part: jamTrackTracks.part,
      instrument: instruments.description,
      previewMp3Url: jamTrackTracks.previewMp3Url,
    })
    .from(jamTrackTracks)
    .leftJoin(instruments, eq(instruments.id, jamTrackTracks.instrumentId))
    .where(inArray(jamTrackTracks.jamTrackId, ids))
    .orderBy(jamTrackTracks.jamTrackId, jamTrackTracks.position);
  for (const row of rows) {
    byJamTrack.get(row.jamTrackId)?.push({
      id: row.id,
      track_type: row.trackType,
      part: row.part,
      instrument: row.instrument === null ? null : { description: row.instrument },
      preview_mp3_url: row.previewMp3Url,
    });
  }
  return byJamTrack;
}

/** Which of `ids` the person owns and which wait in their cart. */
async function personalState(db: Db | Tx, userId: string | null, ids: string[]) {
  if (!userId || ids.length === 0) return { owned: new Set<string>(), inCart: new Set<string>() };
  const [owned, inCart] = await Promise.all([
    db
      .select({ id: purchases.jamTrackId })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), inArray(purchases.jamTrackId, ids))),
    db
      .select({ id: cartItems.jamTrackId })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.jamTrackId, ids))),
  ]);
  return { owned: new Set(owned.map((r) => r.id)), inCart: new Set(inCart.map((r) => r.id)) };
}

/**
 * The JamTrack's own MP3 package (part 2 §3 mp3Package) as its owner sees it: SIGNED once the
 * worker has rendered its audio (the master's duration is known), QUEUED until then — buying a
 * JamTrack whose audio nobody asked for yet queues that job (orders settle). Nobody else has a
 * package to download, and no OGG of a whole JamTrack is made (oggPackage stays null).
 */
export function masterPackageOf(row: JamTrackRow, purchased: boolean): JamTrackPackageState | null {
  if (!purchased) return null;
  return { signing_state: row.durationSeconds === null ? 'QUEUED' : 'SIGNED' };
}

/**
 * JamTracks as part 2 §3 JamTrack, for the person asking (null: signed out). Mixdowns and the
 * last selections belong to the player (playerStateOf) and are empty here.
 */
export async function presentJamTracks(
  db: Db | Tx,
  userId: string | null,
  rows: JamTrackRow[],
): Promise<JamTrack[]> {
  const ids = rows.map((row) => row.id);
  const [tracks, mine] = await Promise.all([tracksOf(db, ids), personalState(db, userId, ids)]);
  return rows.map((row) => {
    const purchased = mine.owned.has(row.id);
    return {
      id: row.id,
      name: row.name,
      name_slug: row.nameSlug,
      slug: row.slug,
      original_artist: row.originalArtist,
      original_artist_slug: row.originalArtistSlug,
      download_price: row.downloadPrice,
      purchased,
      allow_free: row.allowFree,
      added_cart: mine.inCart.has(row.id),
      can_download: purchased,
      tracks: tracks.get(row.id) ?? [],
      mixdowns: [],
      mp3Package: masterPackageOf(row, purchased),
      oggPackage: null,
      last_mixdown_id: null,
      last_stem_id: null,
    };
  });
}

export interface JamTrackSearch {
  search?: string | undefined;
  artist_search?: string | undefined;
  artist?: string | undefined;
  song?: string | undefined;
  page: number;
  per_page: number;
}

/** GET /jamtracks: filters combine; artist then song order; `next` is the next page or null. */
export async function searchJamTracks(db: Db, userId: string | null, query: JamTrackSearch) {
  const filters: SQL[] = [eq(jamTracks.available, true)];
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const either = or(ilike(jamTracks.name, pattern), ilike(jamTracks.originalArtist, pattern));
    if (either) filters.push(either);
  }
  const artistSearch = query.artist_search?.trim();
  if (artistSearch) filters.push(ilike(jamTracks.originalArtist, containsPattern(artistSearch)));
  if (query.artist) filters.push(eq(jamTracks.originalArtistSlug, query.artist));
  if (query.song)
    filters.push(or(eq(jamTracks.slug, query.song), eq(jamTracks.nameSlug, query.song)) as SQL);
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jamTracks)
      .where(where)
      .orderBy(asc(jamTracks.originalArtist), asc(jamTracks.name), asc(jamTracks.id))
      .limit(query.per_page)
      .offset(query.page * query.per_page),
    db.select({ value: count() }).from(jamTracks).where(where),
  ]);
  const matches = total?.value ?? 0;
  return {
    jamtracks: await presentJamTracks(db, userId, rows),
    next: (query.page + 1) * query.per_page < matches ? query.page + 1 : null,
    count: matches,
  };
}

/** One JamTrack; an unavailable one only for its owners. */
export async function findJamTrack(db: Db, userId: string | null, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(jamTracks).where(eq(jamTracks.id, id));
  if (!row) return null;
  const [jamTrack] = await presentJamTracks(db, userId, [row]);
  if (!jamTrack || (!row.available && !jamTrack.purchased)) return null;
  // The owner's custom mixes and the player's last selection (part 2 §3).
  if (userId && jamTrack.purchased) {
    return { ...jamTrack, ...(await playerStateOf(db, userId, row.id)) };
  }
  return jamTrack;
}

const suggestion = (row: JamTrackRow): JamTrackSuggestion => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  original_artist: row.originalArtist,
  original_artist_slug: row.originalArtistSlug,
});

/** Prefix matches before other matches, then alphabetical. */
const prefixFirst = (column: typeof jamTracks.name, text: string) =>
  sql`case when lower(${column}) like lower(${prefixPattern(text)}) then 0 else 1 end`;

/**
 * GET /jamtracks/autocomplete: songs by name, artists by name, and JamTracks by their artist's
 * name — a JamTrack whose title matches is already a song, so it is not suggested twice.
 */
export async function autocomplete(db: Db, match: string, limit: number = AUTOCOMPLETE_LIMIT) {
  const text = match.trim();
  if (text === '') return { songs: [], artists: [], jamtracks: [] };
  const pattern = containsPattern(text);
  const available = eq(jamTracks.available, true);
  const [songs, artists, either] = await Promise.all([
    db
      .select()
      .from(jamTracks)
      .where(and(available, ilike(jamTracks.name, pattern)))
      .orderBy(prefixFirst(jamTracks.name, text), asc(jamTracks.name), asc(jamTracks.id))
      .limit(limit),
    artistsMatching(db, text, limit),
    db
      .select()
      .from(jamTracks)
      .where(
        and(available, ilike(jamTracks.originalArtist, pattern), notIlike(jamTracks.name, pattern)),
      )
      .orderBy(asc(jamTracks.originalArtist), asc(jamTracks.name), asc(jamTracks.id))
      .limit(limit),
  ]);
  return { songs: songs.map(suggestion), artists, jamtracks: either.map(suggestion) };
}

/** GET /jamtracks/artists: distinct artists whose name contains `text` (all when empty). */
export async function artistsMatching(
  db: Db,
  text: string,
  limit?: number,
): Promise<JamTrackArtist[]> {
  const trimmed = text.trim();
  const filters: SQL[] = [eq(jamTracks.available, true)];
  if (trimmed) filters.push(ilike(jamTracks.originalArtist, containsPattern(trimmed)));
  const query = db
    .selectDistinct({
      original_artist: jamTracks.originalArtist,
      original_artist_slug: jamTracks.originalArtistSlug,
    })
    .from(jamTracks)
    .where(and(...filters))
    .orderBy(asc(jamTracks.originalArtist), asc(jamTracks.originalArtistSlug));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * GET /jamtracks/purchased: the person's JamTracks, newest purchase first, `start` an offset;
 * `search` matches name or artist. (`show_purchased_only` is the only mode: the list is of
 * owned JamTracks.)
 */
export async function purchasedJamTracks(
  db: Db,
  userId: string,
  query: { search?: string | undefined; start: number; limit?: number },
) {
  const limit = query.limit ?? JAMTRACKS_PAGE_SIZE;
  const filters: SQL[] = [eq(purchases.userId, userId)];
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    filters.push(
      or(ilike(jamTracks.name, pattern), ilike(jamTracks.originalArtist, pattern)) as SQL,
    );
  }
  // One more than a page tells whether a next page exists.
  const rows = await db
    .select({ jamTrack: jamTracks })
    .from(purchases)
    .innerJoin(jamTracks, eq(jamTracks.id, purchases.jamTrackId))
    .where(and(...filters))
    .orderBy(sql`${purchases.createdAt} desc`, asc(jamTracks.name), asc(jamTracks.id))
    .limit(limit + 1)
    .offset(query.start);
  const page = rows.slice(0, limit).map((row) => row.jamTrack);
  return {
    jamtracks: await presentJamTracks(db, userId, page),
    next: rows.length > limit ? query.start + limit : null,
  };
}

/**
 * The track of a JamTrack whose preview is made (part 2 §3 preview_mp3_url), as stored, or null
 * when there is no such track or its audio is not made yet.
 */
export async function trackWithPreview(
  db: Db,
  jamTrackId: string,
  trackId: string,
): Promise<string | null> {
  if (!isUuid(jamTrackId) || !isUuid(trackId)) return null;
  const [track] = await db
    .select({ id: jamTrackTracks.id })
    .from(jamTrackTracks)
    .where(
      and(
        eq(jamTrackTracks.id, trackId),
        eq(jamTrackTracks.jamTrackId, jamTrackId),
        isNotNull(jamTrackTracks.previewMp3Url),
      ),
    );
  return track?.id ?? null;
}

import {
  type ArtistSearchResponse,
  AUTOCOMPLETE_LIMIT,
  JAMTRACKS_PAGE_SIZE,
} from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { audioFileResponse } from '../audio/audioResponse';
import { trackPreviewKey } from '../audio/synthesiseSong';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSignedIn, signedIn } from '../http/sessionCookie';
import { parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { catalogueDocument } from '../services/cataloguePdf';
import {
  artistsMatching,
  autocomplete,
  findJamTrack,
  purchasedJamTracks,
  searchJamTracks,
  trackWithPreview,
} from '../services/jamtracks';

/** Longest search text taken; longer input is cut, not refused. */
const TEXT_MAX = 100;
/** The affiliate links' autocomplete asks for 100 (part 2 §9); nothing asks for more. */
const AUTOCOMPLETE_MAX = 100;

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim().slice(0, TEXT_MAX) || undefined);
const whole = (fallback: number, max: number) =>
  z.coerce.number().int().min(0).max(max).default(fallback);

const searchQuery = z.object({
  search: text,
  artist_search: text,
  artist: text,
  song: text,
  page: whole(0, 100_000),
  per_page: z.coerce.number().int().min(1).max(100).default(JAMTRACKS_PAGE_SIZE),
});

const autocompleteQuery = z.object({
  match: z
    .string()
    .default('')
    .transform((value) => value.trim().slice(0, TEXT_MAX)),
  limit: z.coerce.number().int().min(1).max(AUTOCOMPLETE_MAX).default(AUTOCOMPLETE_LIMIT),
});

const artistsQuery = z.object({ text });

const purchasedQuery = z.object({
  show_purchased_only: z.string().optional(),
  search: text,
  start: whole(0, 1_000_000),
});

const contract = {
  search: declareRoute({
    tag: 'JamTracks',
    summary: 'Search the catalogue',
    description: 'Signed out, nothing is `purchased` or in a cart.',
    access: 'optional',
    query: searchQuery,
    responses: { 200: 'A page of JamTracks.' },
  }),
  autocomplete: declareRoute({
    tag: 'JamTracks',
    summary: 'Artists and songs starting with a text',
    access: 'public',
    query: autocompleteQuery,
    responses: { 200: 'The matches.' },
  }),
  artists: declareRoute({
    tag: 'JamTracks',
    summary: 'Artists matching a text',
    access: 'public',
    query: artistsQuery,
    responses: { 200: '`{artists}`.' },
  }),
  purchased: declareRoute({
    tag: 'JamTracks',
    summary: 'Your JamTracks',
    access: 'signed-in',
    query: purchasedQuery,
    responses: { 200: 'The JamTracks you own.' },
  }),
  cataloguePdf: declareRoute({
    tag: 'JamTracks',
    summary: 'The catalogue as a PDF',
    access: 'public',
    responses: { 200: { description: 'The catalogue.', media: 'application/pdf' } },
  }),
  jamTrack: declareRoute({
    tag: 'JamTracks',
    summary: 'One JamTrack',
    access: 'optional',
    responses: { 200: 'The JamTrack.', 404: 'This JamTrack does not exist.' },
  }),
  preview: declareRoute({
    tag: 'JamTracks',
    summary: "A track's preview (seekable MP3)",
    description: 'Public, like the catalogue; a track without audio yet is 404. Honours `Range`.',
    access: 'public',
    params: z.object({ id: z.uuid(), trackId: z.uuid() }),
    responses: {
      200: { description: 'The preview.', media: 'audio/mpeg' },
      206: { description: 'The asked range of it.', media: 'audio/mpeg' },
      404: 'No such track, or no audio yet.',
    },
  }),
};

const previewNotFound = () => new HttpError(404, { error: 'Not found.' });

/**
 * The JamTracks catalogue (part 2 §7). Browsing works signed out (nothing is `purchased` or in
 * a cart then), and so do the tracks' previews; the owned list needs a session.
 */
export function jamTrackRoutes(deps: ApiDeps) {
  const viewer = async (c: Parameters<typeof signedIn>[0]) =>
    (await signedIn(c, deps))?.user.id ?? null;
  return (
    new Hono<AppEnv>()
      .get('/jamtracks', contract.search, async (c) => {
        const query = parseQuery(c, searchQuery);
        return c.json(await searchJamTracks(deps.db, await viewer(c), query));
      })
      .get('/jamtracks/autocomplete', contract.autocomplete, async (c) => {
        const { match, limit } = parseQuery(c, autocompleteQuery);
        return c.json(await autocomplete(deps.db, match, limit));
      })
      .get('/jamtracks/artists', contract.artists, async (c) => {
        const { text: value } = parseQuery(c, artistsQuery);
        return c.json({
          artists: await artistsMatching(deps.db, value ?? ''),
        } satisfies ArtistSearchResponse);
      })
      .get('/jamtracks/purchased', contract.purchased, async (c) => {
        const { user } = await requireSignedIn(c, deps);
        const query = parseQuery(c, purchasedQuery);
        return c.json(await purchasedJamTracks(deps.db, user.id, query));
      })
      .get('/jamtracks/catalogue.pdf', contract.cataloguePdf, async (c) => {
        const pdf = await catalogueDocument(deps.db, deps.clock.now());
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="backline-jamtracks-catalogue.pdf"',
          'Cache-Control': 'public, max-age=300',
        });
      })
      .get('/jamtracks/:id', contract.jamTrack, async (c) => {
        const jamTrack = await findJamTrack(deps.db, await viewer(c), c.req.param('id'));
        if (!jamTrack) throw new HttpError(404, { error: 'This JamTrack does not exist.' });
        return c.json(jamTrack);
      })
      // Track previews (part 2 §3 preview_mp3_url): seekable, cached a day.
      .get('/jamtracks/:id/tracks/:trackId/preview.mp3', contract.preview, async (c) => {
        const { id, trackId } = c.req.param();
        const track = await trackWithPreview(deps.db, id, trackId);
        if (!track) throw previewNotFound();
        const response = await audioFileResponse(deps.files, trackPreviewKey(track), {
          range: c.req.header('range'),
          cacheControl: 'public, max-age=86400',
        });
        if (!response) throw previewNotFound();
        return response;
      })
  );
}

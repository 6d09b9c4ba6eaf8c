import { AUTOCOMPLETE_LIMIT, JAMTRACKS_PAGE_SIZE } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSignedIn, signedIn } from '../http/sessionCookie';
import { parseQuery } from '../http/validation';
import { catalogueDocument } from '../services/cataloguePdf';
import {
  artistsMatching,
  autocomplete,
  findJamTrack,
  purchasedJamTracks,
  searchJamTracks,
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

const purchasedQuery = z.object({
  show_purchased_only: z.string().optional(),
  search: text,
  start: whole(0, 1_000_000),
});

/**
 * The JamTracks catalogue (part 2 §7). Browsing works signed out (nothing is `purchased` or in
 * a cart then); the owned list needs a session.
 */
export function jamTrackRoutes(deps: ApiDeps) {
  const viewer = async (c: Parameters<typeof signedIn>[0]) =>
    (await signedIn(c, deps))?.user.id ?? null;
  return new Hono<AppEnv>()
    .get('/jamtracks', async (c) => {
      const query = parseQuery(c, searchQuery);
      return c.json(await searchJamTracks(deps.db, await viewer(c), query));
    })
    .get('/jamtracks/autocomplete', async (c) => {
      const { match, limit } = parseQuery(c, autocompleteQuery);
      return c.json(await autocomplete(deps.db, match, limit));
    })
    .get('/jamtracks/artists', async (c) => {
      const { text: value } = parseQuery(c, z.object({ text }));
      return c.json({ artists: await artistsMatching(deps.db, value ?? '') });
    })
    .get('/jamtracks/purchased', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const query = parseQuery(c, purchasedQuery);
      return c.json(await purchasedJamTracks(deps.db, user.id, query));
    })
    .get('/jamtracks/catalogue.pdf', async (c) => {
      const pdf = await catalogueDocument(deps.db, deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="backline-jamtracks-catalogue.pdf"',
        'Cache-Control': 'public, max-age=300',
      });
    })
    .get('/jamtracks/:id', async (c) => {
      const jamTrack = await findJamTrack(deps.db, await viewer(c), c.req.param('id'));
      if (!jamTrack) throw new HttpError(404, { error: 'This JamTrack does not exist.' });
      return c.json(jamTrack);
    });
}

import { catalogueSlugSchema } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { publicArtist, publicJamTrack, requestPreviews } from '../services/catalogue';

const slugParam = z.object({ slug: catalogueSlugSchema });

const contract = {
  jamTrack: declareRoute({
    tag: 'JamTracks',
    summary: "A JamTrack's public page",
    description: 'The same for everyone: catalogue fields only (decision 023).',
    access: 'public',
    params: slugParam,
    responses: { 200: '`{jamtrack}`.', 404: 'No JamTrack has this address.' },
  }),
  artist: declareRoute({
    tag: 'JamTracks',
    summary: "An artist's public page",
    access: 'public',
    params: slugParam,
    responses: { 200: 'The artist and their JamTracks.', 404: 'No artist has this address.' },
  }),
};

/**
 * The public catalogue (decision 023): what the signed-out JamTrack and artist pages show, where
 * affiliate links land. No session is read, so the answer is the same for everyone: catalogue
 * fields only, never whether someone owns a JamTrack or has it in a cart.
 */
export function catalogueRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/catalogue/jamtracks/:slug', contract.jamTrack, async (c) => {
      const { slug } = parseWith(slugParam, { slug: c.req.param('slug') });
      const jamtrack = await publicJamTrack(deps.db, slug);
      if (!jamtrack) throw new HttpError(404, { error: 'No JamTrack has this address.' });
      await requestPreviews(deps, jamtrack);
      return c.json({ jamtrack });
    })
    .get('/catalogue/artists/:slug', contract.artist, async (c) => {
      const { slug } = parseWith(slugParam, { slug: c.req.param('slug') });
      const artist = await publicArtist(deps.db, slug);
      if (!artist) throw new HttpError(404, { error: 'No artist has this address.' });
      return c.json(artist);
    });
}

import { catalogueSlugSchema } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validation';
import { publicArtist, publicJamTrack, requestPreviews } from '../services/catalogue';

const slugParam = z.object({ slug: catalogueSlugSchema });

/**
 * The public catalogue (decision 023): what the signed-out JamTrack and artist pages show, where
 * affiliate links land. No session is read, so the answer is the same for everyone: catalogue
 * fields only, never whether someone owns a JamTrack or has it in a cart.
 */
export function catalogueRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/catalogue/jamtracks/:slug', async (c) => {
      const { slug } = parseWith(slugParam, { slug: c.req.param('slug') });
      const jamtrack = await publicJamTrack(deps.db, slug);
      if (!jamtrack) throw new HttpError(404, { error: 'No JamTrack has this address.' });
      await requestPreviews(deps, jamtrack);
      return c.json({ jamtrack });
    })
    .get('/catalogue/artists/:slug', async (c) => {
      const { slug } = parseWith(slugParam, { slug: c.req.param('slug') });
      const artist = await publicArtist(deps.db, slug);
      if (!artist) throw new HttpError(404, { error: 'No artist has this address.' });
      return c.json(artist);
    });
}

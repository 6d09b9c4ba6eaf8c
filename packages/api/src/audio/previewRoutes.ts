import { and, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { jamTrackTracks } from '../db/schema';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { audioFileResponse } from './audioResponse';
import { trackPreviewKey } from './synthesiseSong';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, { error: 'Not found.' });

/**
 * Track previews (part 2 §3 preview_mp3_url): public, like the catalogue they belong to, and
 * seekable. A track without audio yet is a 404.
 */
export function previewRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/jamtracks/:id/tracks/:trackId/preview.mp3', async (c) => {
    const { id, trackId } = c.req.param();
    if (!UUID.test(id) || !UUID.test(trackId)) throw notFound();
    const [track] = await deps.db
      .select({ id: jamTrackTracks.id })
      .from(jamTrackTracks)
      .where(
        and(
          eq(jamTrackTracks.id, trackId),
          eq(jamTrackTracks.jamTrackId, id),
          isNotNull(jamTrackTracks.previewMp3Url),
        ),
      );
    if (!track) throw notFound();
    const response = await audioFileResponse(deps.files, trackPreviewKey(track.id), {
      range: c.req.header('range'),
      cacheControl: 'public, max-age=86400',
    });
    if (!response) throw notFound();
    return response;
  });
}

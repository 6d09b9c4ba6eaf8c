import { studioSettingsSchema } from '@backline/domain';
import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { saveStudioSettings, studioDataOf, studioSettingsOf } from '../services/studio';

const contract = {
  data: declareRoute({
    tag: 'Player',
    summary: "A JamTrack's peaks and sections for the studio",
    access: 'signed-in',
    responses: {
      200: 'The tracks with their peaks (null while still computed) and sections.',
      403: 'You do not own this JamTrack.',
      404: 'This JamTrack does not exist.',
    },
  }),
  settings: declareRoute({
    tag: 'Player',
    summary: 'Your remembered studio settings',
    access: 'signed-in',
    responses: {
      200: 'The settings.',
      403: 'You do not own this JamTrack.',
      404: 'This JamTrack does not exist.',
    },
  }),
  saveSettings: declareRoute({
    tag: 'Player',
    summary: 'Remember studio settings',
    access: 'signed-in',
    body: studioSettingsSchema,
    responses: {
      200: 'The saved settings.',
      403: 'You do not own this JamTrack.',
      404: 'This JamTrack does not exist.',
    },
  }),
};

/**
 * The practice studio: a JamTrack's peaks and sections, and the musician's
 * remembered settings. Signed-in owners only, like the player's stems (401, 403, 404).
 */
export function studioRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/jamtracks/:id/studio', contract.data, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const data = await studioDataOf(deps, user.id, c.req.param('id'));
      // Peaks change only when the audio is (re)made: the browser may keep them a while, unless
      // some are still to come (a worker is computing them).
      const complete = data.tracks.every((track) => track.peaks !== null);
      c.header('Cache-Control', complete ? 'private, max-age=300' : 'private, no-store');
      return c.json(data);
    })
    .get('/jamtracks/:id/studio/settings', contract.settings, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await studioSettingsOf(deps.db, user.id, c.req.param('id')));
    })
    .put('/jamtracks/:id/studio/settings', contract.saveSettings, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const settings = await parseBody(c, studioSettingsSchema);
      return c.json(await saveStudioSettings(deps, user.id, c.req.param('id'), settings));
    });
}

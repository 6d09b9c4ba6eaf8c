import {
  domainText,
  mixCreationPayloadSchema,
  PACKAGE_SAMPLE_RATE,
  studioMixAdditionsSchema,
} from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { audioFileResponse } from '../audio/audioResponse';
import type { ApiDeps } from '../deps';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody, parseQuery, parseWith, readJson } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import {
  createMixdown,
  deleteMixdown,
  enqueueMixdown,
  mixDownloadOf,
  recordActiveSelection,
  recordPlayerOpened,
  stemDownloadOf,
} from '../services/mixdowns';

const idText = z.union([z.string().trim().max(64), z.number().int().positive()]).transform(String);
const optionalId = z
  .union([z.string().trim().max(64), z.number().int().positive(), z.null()])
  .optional()
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : String(value),
  );

/** POST /mixdowns/{id}/enqueue (part 2 §7): mp3, plain, 48; origin names the page that asked. */
const enqueueBody = z.object({
  id: idText.optional(),
  file_type: z.literal('mp3', { error: domainText('mixdown.onlyMp3') }).default('mp3'),
  encrypt_type: z.null({ error: domainText('mixdown.onlyPlain') }).default(null),
  sample_rate: z.coerce
    .number()
    .refine((rate) => rate === PACKAGE_SAMPLE_RATE, {
      error: domainText('mixdown.onlySampleRate', { rate: PACKAGE_SAMPLE_RATE }),
    })
    .default(PACKAGE_SAMPLE_RATE),
  origin: z.string().trim().max(200).optional(),
});

/** POST /jamtracks/{id}/mixdowns/active: at most one of the two is set (master: neither). */
const activeBody = z.object({
  id: idText.optional(),
  mixdown_id: optionalId,
  stem_id: optionalId,
});

/** The download addresses' query (part 2 §7): file_type, download=1, the visitor mark. */
const downloadQuery = z.object({
  file_type: z.literal('mp3', { error: domainText('mixdown.onlyMp3') }).optional(),
  sample_rate: z.coerce
    .number()
    .refine((rate) => rate === PACKAGE_SAMPLE_RATE, {
      error: domainText('mixdown.onlySampleRate', { rate: PACKAGE_SAMPLE_RATE }),
    })
    .optional(),
  download: z.string().optional(),
  mark: z.string().max(200).optional(),
});

/** Owners' files: the browser may keep them, nobody between may. */
const PRIVATE_AUDIO = 'private, max-age=3600';

const sameId = (path: string, body: string | undefined) =>
  body === undefined || body.toLowerCase() === path.toLowerCase();

const jamTrackId = z.object({ id: z.string().describe("The JamTrack's id.") });
const audioAnswers = {
  200: { description: 'The MP3 (`download=1`: as an attachment).', media: 'audio/mpeg' },
  206: { description: 'The asked range of it.', media: 'audio/mpeg' },
  403: 'You do not own this JamTrack.',
  404: 'No such file, or its audio is not ready yet.',
};
const rangeHeader = z.object({ Range: z.string().optional() });

const contract = {
  create: declareRoute({
    tag: 'Player',
    summary: 'Create a custom mix',
    description:
      "The spec's mix payload; the studio may add a `volume` per track in " +
      '`settings.tracks[]` and the count-in’s `count-in-bars` and `count-in-accent` (`studioMixAdditionsSchema`).',
    access: 'signed-in',
    body: mixCreationPayloadSchema,
    responses: { 201: 'The mix.' },
  }),
  enqueue: declareRoute({
    tag: 'Player',
    summary: 'Render a mix',
    description: 'MP3, unencrypted, 48 kHz only; `origin` names the page that asked.',
    access: 'signed-in',
    body: enqueueBody,
    bodyOptional: true,
    responses: { 200: 'The mix with its package state.', 404: 'There is no such mix.' },
  }),
  remove: declareRoute({
    tag: 'Player',
    summary: 'Delete a custom mix',
    access: 'signed-in',
    responses: { 204: 'Deleted.', 404: 'There is no such mix.' },
  }),
  mixDownload: declareRoute({
    tag: 'Player',
    summary: 'A rendered mix',
    access: 'signed-in',
    query: downloadQuery,
    headers: rangeHeader,
    responses: audioAnswers,
  }),
  masterDownload: declareRoute({
    tag: 'Player',
    summary: "A JamTrack's master",
    access: 'signed-in',
    params: jamTrackId,
    query: downloadQuery,
    headers: rangeHeader,
    responses: audioAnswers,
  }),
  stemDownload: declareRoute({
    tag: 'Player',
    summary: 'One stem of a JamTrack',
    access: 'signed-in',
    params: jamTrackId.extend({ trackId: z.uuid() }),
    query: downloadQuery,
    headers: rangeHeader,
    responses: audioAnswers,
  }),
  active: declareRoute({
    tag: 'Player',
    summary: 'Remember what the player plays',
    description: 'A mix, a stem or neither (the master); not both.',
    access: 'signed-in',
    params: jamTrackId,
    body: activeBody,
    bodyOptional: true,
    responses: { 204: 'Remembered.', 404: 'This JamTrack does not exist.' },
  }),
  opened: declareRoute({
    tag: 'Player',
    summary: 'The player was opened',
    access: 'signed-in',
    responses: {
      200: '`{first_opened_jamtrack_web_player: true, first: false}`.',
      201: 'The first time: `first: true`.',
    },
  }),
};

/**
 * Custom mixes, the player's selection and first open, and the owners' downloads (part 2 §7;
 * decision 017). Everything needs a session; a mix is only ever its owner's (404 for anybody
 * else), a JamTrack's files only its owners' (403).
 */
export function mixdownRoutes(deps: ApiDeps) {
  const audio = async (c: AppContext, key: string, downloadName: string) => {
    const { download } = parseQuery(c, downloadQuery);
    const response = await audioFileResponse(deps.files, key, {
      range: c.req.header('range'),
      cacheControl: PRIVATE_AUDIO,
      ...(download === '1' ? { downloadName } : {}),
    });
    if (!response) throw new HttpError(404, { error: domainText('mixdown.audioNotReady') });
    return response;
  };

  const stemDownload = async (c: AppContext, trackId: string | 'master') => {
    const { user } = await requireSignedIn(c, deps);
    parseQuery(c, downloadQuery);
    const { fileKey, fileName } = await stemDownloadOf(
      deps.db,
      user.id,
      c.req.param('id') ?? '',
      trackId,
    );
    return audio(c, fileKey, fileName);
  };

  return new Hono<AppEnv>()
    .post('/mixdowns', contract.create, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = await readJson(c);
      const payload = parseWith(mixCreationPayloadSchema, body);
      // The studio's optional additions beside the spec's payload: per-stem volume, the
      // count-in's bars and accent (what you hear is what you download).
      const additions = parseWith(studioMixAdditionsSchema, body).settings;
      const volumes = new Map<string, number>();
      for (const track of additions.tracks) {
        if (track.volume !== undefined) volumes.set(track.id.toLowerCase(), track.volume);
      }
      const settings = {
        ...payload.settings,
        'count-in-bars': additions['count-in-bars'],
        'count-in-accent': additions['count-in-accent'],
      };
      return c.json(await createMixdown(deps, user.id, { ...payload, settings }, volumes), 201);
    })
    .post('/mixdowns/:id/enqueue', contract.enqueue, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const id = c.req.param('id');
      const body = await parseBody(c, enqueueBody);
      if (!sameId(id, body.id)) throw new HttpError(404, { error: domainText('mixdown.notFound') });
      return c.json(
        await enqueueMixdown(deps, user.id, id, {
          file_type: body.file_type,
          encrypt_type: null,
          sample_rate: body.sample_rate,
          origin: body.origin,
        }),
      );
    })
    .delete('/mixdowns/:id', contract.remove, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      await deleteMixdown(deps, user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/mixdowns/:id/download.mp3', contract.mixDownload, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      parseQuery(c, downloadQuery);
      const { fileKey, fileName } = await mixDownloadOf(deps.db, user.id, c.req.param('id'));
      return audio(c, fileKey, fileName);
    })
    .get('/jamtracks/:id/stems/master/download.mp3', contract.masterDownload, (c) =>
      stemDownload(c, 'master'),
    )
    .get('/jamtracks/:id/stems/:trackId/download.mp3', contract.stemDownload, (c) =>
      stemDownload(c, c.req.param('trackId')),
    )
    .post('/jamtracks/:id/mixdowns/active', contract.active, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const id = c.req.param('id');
      const body = await parseBody(c, activeBody);
      if (!sameId(id, body.id)) {
        throw new HttpError(404, { error: domainText('mixdown.jamTrackNotFound') });
      }
      if (body.mixdown_id && body.stem_id) {
        throw new HttpError(400, {
          errors: { stem_id: [domainText('mixdown.oneSelection')] },
        });
      }
      await recordActiveSelection(deps, user.id, id.toLowerCase(), body);
      return c.body(null, 204);
    })
    .post('/users/progression/opened_jamtrack_web_player', contract.opened, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const first = await recordPlayerOpened(deps.db, deps.clock, user.id);
      return c.json({ first_opened_jamtrack_web_player: true, first }, first ? 201 : 200);
    });
}

import {
  appInteractionSchema,
  LOBBY_CHANNEL,
  LOBBY_CHAT_PAGE_SIZE,
  LOBBY_CHAT_TYPE,
  lobbyChatMessageSchema,
} from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody, parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import {
  listLobbyChat,
  lobbyMusicians,
  postLobbyChat,
  recordAppInteraction,
} from '../services/lobby';
import { viewerOf } from '../services/people';

/** `?start&limit&type&channel` of GET /chat (part 1 §7); only the lobby's chat exists. */
const chatQuerySchema = z.object({
  start: z.coerce
    .number({ error: 'start must be a whole number' })
    .int('start must be a whole number')
    .min(0, 'start cannot be negative')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LOBBY_CHAT_PAGE_SIZE, `limit must be at most ${LOBBY_CHAT_PAGE_SIZE}`)
    .default(LOBBY_CHAT_PAGE_SIZE),
  type: z.literal(LOBBY_CHAT_TYPE, `type must be ${LOBBY_CHAT_TYPE}`).default(LOBBY_CHAT_TYPE),
  channel: z.literal(LOBBY_CHANNEL, `channel must be ${LOBBY_CHANNEL}`).default(LOBBY_CHANNEL),
});

const contract = {
  musicians: declareRoute({
    tag: 'Sessions',
    summary: 'Musicians online in the lobby',
    access: 'signed-in',
    responses: { 200: '`{musicians}`.' },
  }),
  interaction: declareRoute({
    tag: 'Sessions',
    summary: 'Record what you do in the app (presence)',
    access: 'self',
    body: appInteractionSchema,
    responses: { 200: 'Recorded.' },
  }),
  chat: declareRoute({
    tag: 'Sessions',
    summary: 'The lobby chat',
    access: 'signed-in',
    query: chatQuerySchema,
    responses: { 200: 'A page of the chat.' },
  }),
  post: declareRoute({
    tag: 'Sessions',
    summary: 'Post to the lobby chat',
    access: 'signed-in',
    body: lobbyChatMessageSchema,
    responses: { 201: 'The message.' },
  }),
};

/** The sessions lobby: online musicians, presence and the lobby chat (part 1 §7). */
export function lobbyRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/users/lobby', contract.musicians, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      return c.json({ musicians: await lobbyMusicians(deps.db, deps.clock, viewerOf(user)) });
    })
    .post(`/users/:id${USER_ID_PATTERN}/app_interactions`, contract.interaction, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const interaction = await parseBody(c, appInteractionSchema);
      return c.json(await recordAppInteraction(deps.db, deps.clock, user.id, interaction));
    })
    .get('/chat', contract.chat, async (c) => {
      await requireSignedIn(c, deps);
      const { start, limit } = parseQuery(c, chatQuerySchema);
      return c.json(await listLobbyChat(deps.db, start, limit));
    })
    .post('/chat', contract.post, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = await parseBody(c, lobbyChatMessageSchema);
      return c.json(await postLobbyChat(deps, user.id, body), 201);
    });
}

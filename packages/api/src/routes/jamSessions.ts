import {
  joinRequestDecisionSchema,
  newSessionSchema,
  SESSION_HISTORY_PAGE_SIZE,
} from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { clientIdField, idempotencyHeaders, writeKeyOf } from '../http/idempotency';
import { isUuid, pageQuerySchema } from '../http/paging';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody, parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import {
  createSession,
  decideJoinRequest,
  enterSessionFromApp,
  joinSession,
  leaveSession,
  listSessionHistory,
  listSessions,
  pendingJoinRequests,
  SESSION_ERRORS,
  type SessionScope,
} from '../services/jamSessions';

/** The spec's body, with the owner's own key for it (or the `Idempotency-Key` header). */
const keyedNewSessionSchema = newSessionSchema.extend({ client_id: clientIdField });

/** A session id in a path; anything else is a session that does not exist. */
function sessionIdOf(raw: string): string {
  if (!isUuid(raw)) throw new HttpError(404, { error: SESSION_ERRORS.notFound });
  return raw.toLowerCase();
}

const sessionParam = z.object({ sessionId: z.uuid() });
const list = (summary: string) =>
  declareRoute({
    tag: 'Sessions',
    summary,
    access: 'signed-in',
    responses: { 200: '`{sessions}`.' },
  });

const contract = {
  all: list('Sessions you may see'),
  friends: list("Your friends' sessions"),
  public: list('Public sessions'),
  inactive: list('Sessions nobody is in'),
  history: declareRoute({
    tag: 'Sessions',
    summary: 'Your past sessions',
    access: 'signed-in',
    query: pageQuerySchema(SESSION_HISTORY_PAGE_SIZE),
    responses: { 200: 'A page of the history.' },
  }),
  create: declareRoute({
    tag: 'Sessions',
    summary: 'Create a session',
    access: 'signed-in',
    headers: idempotencyHeaders,
    body: keyedNewSessionSchema,
    responses: { 201: 'The session.' },
  }),
  join: declareRoute({
    tag: 'Sessions',
    summary: 'Join a session (or ask to)',
    access: 'signed-in',
    params: sessionParam,
    responses: {
      200: '`status: joined`.',
      202: 'A join request waits for the owner.',
      404: 'There is no such session.',
    },
  }),
  enter: declareRoute({
    tag: 'Sessions',
    summary: 'Enter a joined session from the app',
    access: 'signed-in',
    params: sessionParam,
    responses: { 200: '`{session}`.', 404: 'There is no such session.' },
  }),
  leave: declareRoute({
    tag: 'Sessions',
    summary: 'Leave a session',
    access: 'signed-in',
    params: sessionParam,
    responses: { 204: 'Left.', 404: 'There is no such session.' },
  }),
  joinRequests: declareRoute({
    tag: 'Sessions',
    summary: 'Join requests waiting for you (the owner)',
    access: 'signed-in',
    params: sessionParam,
    responses: { 200: '`{join_requests}`.', 404: 'There is no such session.' },
  }),
  decide: declareRoute({
    tag: 'Sessions',
    summary: 'Accept or refuse a join request',
    access: 'signed-in',
    params: sessionParam.extend({ requestId: z.uuid() }),
    body: joinRequestDecisionSchema,
    responses: { 200: 'The decided request.', 404: 'There is no such session or request.' },
  }),
};

/**
 * Live sessions (part 1 §7 "Sessions"): the four lists and the history as the spec has them;
 * creating, joining, join requests and leaving as decision 016 designs them.
 */
export function jamSessionRoutes(deps: ApiDeps) {
  const historyPage = pageQuerySchema(SESSION_HISTORY_PAGE_SIZE);
  const list = (scope: SessionScope) => async (c: AppContext) => {
    const { user } = await requireSignedIn(c, deps);
    return c.json({ sessions: await listSessions(deps.db, user.id, scope) });
  };
  return new Hono<AppEnv>()
    .get('/sessions', contract.all, list('all'))
    .get('/sessions/friends', contract.friends, list('friends'))
    .get('/sessions/public', contract.public, list('public'))
    .get('/sessions/inactive', contract.inactive, list('inactive'))
    .get('/sessions/history', contract.history, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { offset, limit } = parseQuery(c, historyPage);
      return c.json(await listSessionHistory(deps.db, user.id, offset, limit));
    })
    .post('/sessions', contract.create, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { client_id, ...body } = await parseBody(c, keyedNewSessionSchema);
      return c.json(await createSession(deps, user.id, body, writeKeyOf(c, client_id)), 201);
    })
    .post('/sessions/:sessionId/join', contract.join, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const answer = await joinSession(deps, user.id, sessionIdOf(c.req.param('sessionId')));
      return c.json(answer, answer.status === 'joined' ? 200 : 202);
    })
    .post('/sessions/:sessionId/enter', contract.enter, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const sessionId = sessionIdOf(c.req.param('sessionId'));
      return c.json({ session: await enterSessionFromApp(deps, user.id, sessionId) });
    })
    .post('/sessions/:sessionId/leave', contract.leave, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      await leaveSession(deps, user.id, sessionIdOf(c.req.param('sessionId')));
      return c.body(null, 204);
    })
    .get('/sessions/:sessionId/join_requests', contract.joinRequests, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const sessionId = sessionIdOf(c.req.param('sessionId'));
      return c.json({ join_requests: await pendingJoinRequests(deps.db, user.id, sessionId) });
    })
    .post('/sessions/:sessionId/join_requests/:requestId', contract.decide, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const sessionId = sessionIdOf(c.req.param('sessionId'));
      const decision = await parseBody(c, joinRequestDecisionSchema);
      const requestId = c.req.param('requestId');
      if (!isUuid(requestId)) throw new HttpError(404, { error: SESSION_ERRORS.unknownRequest });
      return c.json(
        await decideJoinRequest(deps, user.id, sessionId, requestId.toLowerCase(), decision),
      );
    });
}

import {
  joinRequestDecisionSchema,
  newSessionSchema,
  SESSION_HISTORY_PAGE_SIZE,
} from '@backline/domain';
import { Hono } from 'hono';
import type { ApiDeps, AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { clientIdField, writeKeyOf } from '../http/idempotency';
import { isUuid, pageQuerySchema } from '../http/paging';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody, parseQuery } from '../http/validation';
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
} from '../services/musicSessions';

/** The spec's body, with the owner's own key for it (or the `Idempotency-Key` header). */
const keyedNewSessionSchema = newSessionSchema.extend({ client_id: clientIdField });

/** A session id in a path; anything else is a session that does not exist. */
function sessionIdOf(raw: string): string {
  if (!isUuid(raw)) throw new HttpError(404, { error: SESSION_ERRORS.notFound });
  return raw.toLowerCase();
}

/**
 * Live sessions (part 1 §7 "Sessions"): the four lists and the history as the spec has them;
 * creating, joining, join requests and leaving as decision 016 designs them.
 */
export function sessionRoutes(deps: ApiDeps) {
  const historyPage = pageQuerySchema(SESSION_HISTORY_PAGE_SIZE);
  const list = (scope: SessionScope) => async (c: AppContext) => {
    const { user } = await requireSignedIn(c, deps);
    return c.json({ sessions: await listSessions(deps.db, user.id, scope) });
  };
  return new Hono<AppEnv>()
    .get('/sessions', list('all'))
    .get('/sessions/friends', list('friends'))
    .get('/sessions/public', list('public'))
    .get('/sessions/inactive', list('inactive'))
    .get('/sessions/history', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { offset, limit } = parseQuery(c, historyPage);
      return c.json(await listSessionHistory(deps.db, user.id, offset, limit));
    })
    .post('/sessions', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { client_id, ...body } = await parseBody(c, keyedNewSessionSchema);
      return c.json(await createSession(deps, user.id, body, writeKeyOf(c, client_id)), 201);
    })
    .post('/sessions/:sessionId/join', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const answer = await joinSession(deps, user.id, sessionIdOf(c.req.param('sessionId')));
      return c.json(answer, answer.status === 'joined' ? 200 : 202);
    })
    .post('/sessions/:sessionId/enter', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const sessionId = sessionIdOf(c.req.param('sessionId'));
      return c.json({ session: await enterSessionFromApp(deps, user.id, sessionId) });
    })
    .post('/sessions/:sessionId/leave', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      await leaveSession(deps, user.id, sessionIdOf(c.req.param('sessionId')));
      return c.body(null, 204);
    })
    .get('/sessions/:sessionId/join_requests', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const sessionId = sessionIdOf(c.req.param('sessionId'));
      return c.json({ join_requests: await pendingJoinRequests(deps.db, user.id, sessionId) });
    })
    .post('/sessions/:sessionId/join_requests/:requestId', async (c) => {
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

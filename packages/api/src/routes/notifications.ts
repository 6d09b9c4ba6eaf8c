import { NOTIFICATIONS_PAGE_SIZE } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { isUuid, pageQuerySchema } from '../http/paging';
import { parseBody, parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import {
  deleteNotification,
  listNotifications,
  markNotificationsRead,
} from '../services/notifications';

const UNKNOWN_NOTIFICATION = 'There is no such notification.';

/**
 * `{}` when the bell's dropdown opens: everything is read. `{source_user_id}` when the thread
 * with that person is read: their messages' notifications only.
 */
const markReadBody = z.object({
  source_user_id: z.string().refine(isUuid, 'source_user_id must be a user id').optional(),
});

const contract = {
  list: declareRoute({
    tag: 'Notifications',
    summary: 'Your notifications',
    access: 'self',
    query: pageQuerySchema(NOTIFICATIONS_PAGE_SIZE),
    responses: { 200: 'The page of notifications.' },
  }),
  read: declareRoute({
    tag: 'Notifications',
    summary: 'Mark notifications read',
    access: 'self',
    body: markReadBody,
    bodyOptional: true,
    responses: { 204: 'Marked.' },
  }),
  remove: declareRoute({
    tag: 'Notifications',
    summary: 'Delete a notification',
    access: 'self',
    params: z.object({ notificationId: z.coerce.number().int().min(1) }),
    responses: { 204: 'Deleted.', 404: 'There is no such notification.' },
  }),
};

/** The notification list, marking read and deleting (part 1 §7). */
export function notificationRoutes(deps: ApiDeps) {
  const page = pageQuerySchema(NOTIFICATIONS_PAGE_SIZE);
  return new Hono<AppEnv>()
    .get(`/users/:id${USER_ID_PATTERN}/my_notifications`, contract.list, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const { offset, limit } = parseQuery(c, page);
      return c.json(await listNotifications(deps.db, user.id, offset, limit));
    })
    .post(`/users/:id${USER_ID_PATTERN}/my_notifications/read`, contract.read, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const { source_user_id } = await parseBody(c, markReadBody);
      await markNotificationsRead(deps.db, deps.clock, user.id, source_user_id?.toLowerCase());
      return c.body(null, 204);
    })
    .delete(
      `/users/:id${USER_ID_PATTERN}/notifications/:notificationId`,
      contract.remove,
      async (c) => {
        const { user } = await requireSelf(c, deps, c.req.param('id'));
        const raw = c.req.param('notificationId');
        const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
        if (id === null || !(await deleteNotification(deps.db, user.id, id))) {
          throw new HttpError(404, { error: UNKNOWN_NOTIFICATION });
        }
        return c.body(null, 204);
      },
    );
}

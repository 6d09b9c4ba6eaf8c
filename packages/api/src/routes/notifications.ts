import { NOTIFICATIONS_PAGE_SIZE } from '@backline/domain';
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { pageQuerySchema } from '../http/paging';
import { parseQuery } from '../http/validation';
import {
  deleteNotification,
  listNotifications,
  markNotificationsRead,
} from '../services/notifications';

const UNKNOWN_NOTIFICATION = 'There is no such notification.';

/** The notification list, marking read and deleting (part 1 §7). */
export function notificationRoutes(deps: ApiDeps) {
  const page = pageQuerySchema(NOTIFICATIONS_PAGE_SIZE);
  return new Hono<AppEnv>()
    .get(`/users/:id${USER_ID_PATTERN}/my_notifications`, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const { offset, limit } = parseQuery(c, page);
      return c.json(await listNotifications(deps.db, user.id, offset, limit));
    })
    .post(`/users/:id${USER_ID_PATTERN}/my_notifications/read`, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      await markNotificationsRead(deps.db, deps.clock, user.id);
      return c.body(null, 204);
    })
    .delete(`/users/:id${USER_ID_PATTERN}/notifications/:notificationId`, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const raw = c.req.param('notificationId');
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
      if (id === null || !(await deleteNotification(deps.db, user.id, id))) {
        throw new HttpError(404, { error: UNKNOWN_NOTIFICATION });
      }
      return c.body(null, 204);
    });
}

import { TEXT_MESSAGES_PAGE_SIZE, textMessageSchema } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../http/context';
import { fieldError, HttpError } from '../http/errors';
import { writeKeyOf } from '../http/idempotency';
import { isUuid, pageQuerySchema } from '../http/paging';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody, parseQuery } from '../http/validation';
import { listThread, sendTextMessage, TEXT_MESSAGE_ERRORS } from '../services/textMessages';

const threadQuery = pageQuerySchema(TEXT_MESSAGES_PAGE_SIZE).extend({
  target_user_id: z
    .string({ error: 'target_user_id is required' })
    .refine(isUuid, 'target_user_id must be a user id'),
});

/** Direct text messages (part 1 §7). */
export function messageRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/text_messages', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { target_user_id, offset, limit } = parseQuery(c, threadQuery);
      return c.json(
        await listThread(deps.db, user.id, target_user_id.toLowerCase(), offset, limit),
      );
    })
    .post('/text_messages', async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const body = await parseBody(c, textMessageSchema);
      if (body.source_user_id.toLowerCase() !== user.id) {
        throw new HttpError(403, { error: TEXT_MESSAGE_ERRORS.notYours });
      }
      if (!isUuid(body.target_user_id)) {
        throw fieldError('target_user_id', TEXT_MESSAGE_ERRORS.unknownTarget);
      }
      const message = await sendTextMessage(
        deps,
        { id: user.id, emailConfirmed: user.emailConfirmedAt !== null },
        body.target_user_id.toLowerCase(),
        body.message,
        writeKeyOf(c, body.client_id),
      );
      return c.json(message, 201);
    });
}

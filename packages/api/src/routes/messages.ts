import { TEXT_MESSAGES_PAGE_SIZE, textMessageSchema } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { fieldError, HttpError } from '../http/errors';
import { idempotencyHeaders, writeKeyOf } from '../http/idempotency';
import { isUuid, pageQuerySchema } from '../http/paging';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody, parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { listThread, sendTextMessage, TEXT_MESSAGE_ERRORS } from '../services/textMessages';

const threadQuery = pageQuerySchema(TEXT_MESSAGES_PAGE_SIZE).extend({
  target_user_id: z
    .string({ error: 'target_user_id is required' })
    .refine(isUuid, 'target_user_id must be a user id'),
});

const contract = {
  thread: declareRoute({
    tag: 'Messages',
    summary: 'The thread with one person',
    access: 'signed-in',
    query: threadQuery,
    responses: { 200: 'The page of the thread.' },
  }),
  send: declareRoute({
    tag: 'Messages',
    summary: 'Send a text message',
    description: '`source_user_id` must be your own id (403 otherwise).',
    access: 'signed-in',
    headers: idempotencyHeaders,
    body: textMessageSchema,
    responses: { 201: 'The message.', 403: 'Not your own `source_user_id`, or not allowed.' },
  }),
};

/** Direct text messages (part 1 §7). */
export function messageRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/text_messages', contract.thread, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { target_user_id, offset, limit } = parseQuery(c, threadQuery);
      return c.json(
        await listThread(deps.db, user.id, target_user_id.toLowerCase(), offset, limit),
      );
    })
    .post('/text_messages', contract.send, async (c) => {
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

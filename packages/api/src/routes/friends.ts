import { friendRequestResponseSchema, friendRequestSchema } from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { fieldError, HttpError } from '../http/errors';
import { clientIdField, idempotencyHeaders, writeKeyOf } from '../http/idempotency';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { isUuid } from '../http/paging';
import { parseBody } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import {
  acceptFriendRequest,
  FRIEND_ERRORS,
  listFriends,
  removeFriend,
  sendFriendRequest,
} from '../services/friends';

/** The spec's body, with the requester's own key for it (or the `Idempotency-Key` header). */
const keyedFriendRequestSchema = friendRequestSchema.extend({ client_id: clientIdField });

const contract = {
  list: declareRoute({
    tag: 'Friends',
    summary: 'Your friends',
    access: 'self',
    responses: { 200: '`{friends}`.' },
  }),
  request: declareRoute({
    tag: 'Friends',
    summary: 'Send a friend request',
    access: 'self',
    headers: idempotencyHeaders,
    body: keyedFriendRequestSchema,
    responses: { 201: 'The request.' },
  }),
  respond: declareRoute({
    tag: 'Friends',
    summary: 'Accept a friend request',
    access: 'self',
    params: z.object({ requestId: z.uuid() }),
    body: friendRequestResponseSchema,
    responses: { 200: 'The accepted request.', 404: 'There is no such request.' },
  }),
  unfriend: declareRoute({
    tag: 'Friends',
    summary: 'Unfriend',
    access: 'self',
    params: z.object({ friendId: z.uuid() }),
    responses: { 204: 'No longer friends.', 404: 'You are not friends.' },
  }),
};

/** Friends, friend requests and unfriending (part 1 §7). */
export function friendRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get(`/users/:id${USER_ID_PATTERN}/friends`, contract.list, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      return c.json({ friends: await listFriends(deps.db, deps.clock, user.id) });
    })
    .post(`/users/:id${USER_ID_PATTERN}/friend_requests`, contract.request, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const { friend_id, client_id } = await parseBody(c, keyedFriendRequestSchema);
      if (!isUuid(friend_id)) throw fieldError('friend_id', FRIEND_ERRORS.unknownPerson);
      const request = await sendFriendRequest(
        deps,
        user.id,
        friend_id.toLowerCase(),
        writeKeyOf(c, client_id),
      );
      return c.json(request, 201);
    })
    .post(
      `/users/:id${USER_ID_PATTERN}/friend_requests/:requestId`,
      contract.respond,
      async (c) => {
        const { user } = await requireSelf(c, deps, c.req.param('id'));
        await parseBody(c, friendRequestResponseSchema);
        const requestId = c.req.param('requestId');
        if (!isUuid(requestId)) throw new HttpError(404, { error: FRIEND_ERRORS.unknownRequest });
        return c.json(await acceptFriendRequest(deps, user.id, requestId.toLowerCase()));
      },
    )
    .delete(`/users/:id${USER_ID_PATTERN}/friends/:friendId`, contract.unfriend, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const friendId = c.req.param('friendId');
      if (!isUuid(friendId)) throw new HttpError(404, { error: FRIEND_ERRORS.notFriends });
      await removeFriend(deps.db, user.id, friendId.toLowerCase());
      return c.body(null, 204);
    });
}

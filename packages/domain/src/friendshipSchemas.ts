import { z } from 'zod';

// The friend request bodies the API validates, apart from the friendship rules: the browser
// uses the rules (every signed-in page's shell does) and must not carry zod for them (decision 025).

/** Body of POST /users/{id}/friend_requests (part 1 §7); 201 expected. */
export const friendRequestSchema = z.object({
  friend_id: z.string().trim().min(1, 'friendship.friendRequired'),
});
/** Body of POST /users/{id}/friend_requests/{requestId}: status accept. */
export const friendRequestResponseSchema = z.object({
  status: z.literal('accept', 'friendship.answerInvalid'),
});

import { z } from 'zod';
import { type NewSession, SESSION_DESCRIPTION_MAX_LENGTH, SESSION_PRIVACY } from './sessions';

// The sessions' input schemas, apart from the rules (sessions.ts): the session pages use the
// rules (joinSessionAction, sessionAccessFor…) and must not load zod for schemas they never
// parse with (decision 025; decision 039, addendum of 2026-12-02 afternoon).

/** The new-session form at /sessions/new (part 1 §2): privacy, invitations, description. */
export const newSessionSchema = z.object({
  privacy: z
    .literal(Object.values(SESSION_PRIVACY), 'session.privacyInvalid')
    .default(SESSION_PRIVACY.public),
  /** User ids of the invited musicians; repeats are dropped. */
  invitations: z
    .array(z.string().trim().min(1))
    .default(() => [])
    .transform((ids) => [...new Set(ids)]),
  /** Required: an empty form must not create a session nobody can tell apart. */
  description: z
    .string('session.descriptionRequired')
    .trim()
    .min(1, 'session.descriptionRequired')
    .max(SESSION_DESCRIPTION_MAX_LENGTH, 'session.descriptionTooLong'),
}) satisfies z.ZodType<NewSession, unknown>;

/** The owner's answer to a join request (POST /sessions/{id}/join_requests/{requestId}). */
export const joinRequestDecisionSchema = z.object({
  status: z.enum(['approved', 'declined'], 'session.joinDecisionInvalid'),
});
export type JoinRequestDecision = z.output<typeof joinRequestDecisionSchema>;

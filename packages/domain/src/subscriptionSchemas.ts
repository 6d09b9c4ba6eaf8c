import { z } from 'zod';
import { findPlan } from './subscription';

// The plan change's schema (the API's), apart from the plan rules (subscription.ts): the
// subscription and affiliate pages use the rules and must not load zod for a schema they never
// use — a bundler keeps every module-level schema of a module it keeps.

/** Body of POST /{provider}/change_subscription: a plan must be chosen (part 2 §5 "Plan"). */
export const changeSubscriptionSchema = z.object({
  plan_code: z
    .string({ error: 'subscription.planRequired' })
    .refine((code) => findPlan(code) !== undefined, { error: 'subscription.planRequired' }),
});

import { z } from 'zod';
import { APP_INTERACTION_ACTS, type AppInteraction } from './appInteractions';

// The lobby's interaction body schema (the API's), apart from appInteractions.ts, which the lobby
// page uses to decide what to send and must not load zod for (decision 025).

export const appInteractionSchema = z.object({
  client: z.literal('browser'),
  screen: z.literal('session:lobby'),
  act: z.enum(APP_INTERACTION_ACTS),
}) satisfies z.ZodType<AppInteraction>;

import { z } from 'zod';
import {
  STUDIO_MIN_LOOP_SECONDS,
  STUDIO_PITCH_MAX,
  STUDIO_PITCH_MIN,
  STUDIO_TEMPO_MAX,
  STUDIO_TEMPO_MIN,
  type StudioSettings,
} from './studio';

// The studio's remembered settings as the API validates them; the browser uses the rules in
// studio.ts and must not carry zod for them (decision 025).

const volume = z.number().min(0).max(1);
const percent = z
  .number()
  .int()
  .min(STUDIO_TEMPO_MIN * 100)
  .max(STUDIO_TEMPO_MAX * 100);

export const studioSettingsSchema = z
  .object({
    tempo: z.number().min(STUDIO_TEMPO_MIN).max(STUDIO_TEMPO_MAX),
    pitch: z.number().int().min(STUDIO_PITCH_MIN).max(STUDIO_PITCH_MAX),
    loop: z
      .object({ start: z.number().min(0), end: z.number().min(0) })
      .refine((loop) => loop.end - loop.start >= STUDIO_MIN_LOOP_SECONDS - 1e-9, {
        message: 'The loop must end after it starts',
      })
      .nullable(),
    loopEnabled: z.boolean(),
    countInBars: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    masterVolume: volume,
    stems: z
      .array(
        z.object({
          id: z.string().min(1).max(64),
          volume,
          muted: z.boolean(),
          soloed: z.boolean(),
        }),
      )
      .max(32),
    trainer: z
      .object({
        startPercent: percent,
        stepPercent: z.number().int().min(0).max(100),
        passesPerStep: z.number().int().min(1).max(100),
        maxPercent: percent,
      })
      .refine((trainer) => trainer.maxPercent >= trainer.startPercent, {
        message: 'The trainer must end at or above its start',
      })
      .nullable(),
  })
  .strict() satisfies z.ZodType<StudioSettings>;

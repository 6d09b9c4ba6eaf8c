import { z } from 'zod';
import {
  COUNT_IN_BAR_CHOICES,
  type CountInBars,
  STUDIO_MIN_LOOP_SECONDS,
  STUDIO_PEAK_BUCKETS,
  STUDIO_PEAKS_BASE64_LENGTH,
  STUDIO_PITCH_MAX,
  STUDIO_PITCH_MIN,
  STUDIO_SECTION_KINDS,
  STUDIO_SECTIONS_MAX,
  STUDIO_TEMPO_MAX,
  STUDIO_TEMPO_MIN,
  type StudioSection,
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
        message: 'studio.loopEndsBeforeStart',
      })
      .nullable(),
    loopEnabled: z.boolean(),
    countInBars: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    // added after the first settings were saved (a jsonb document: no migration), so optional
    countInAccent: z.boolean().optional(),
    countInEachPass: z.boolean().optional(),
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
        message: 'studio.trainerEndsBelowStart',
      })
      .nullable(),
  })
  .strict() satisfies z.ZodType<StudioSettings>;

/** Longest song a section may reach into, seconds (a JamTrack is minutes, never hours). */
const SECTION_SECONDS_MAX = 3600;

/** One song section (intro, verse, chorus…) in seconds, as served and as imported. */
export const studioSectionSchema = z
  .object({
    // its text names the kinds as `{kinds}`: the reader passes STUDIO_SECTION_KINDS (importStems)
    kind: z.enum(STUDIO_SECTION_KINDS, { error: 'studio.sectionKindInvalid' }),
    start: z.number().min(0).max(SECTION_SECONDS_MAX),
    end: z.number().min(0).max(SECTION_SECONDS_MAX),
    label: z.string().trim().min(1).max(60).optional(),
  })
  .strict()
  .refine((section) => section.end > section.start, {
    message: 'studio.sectionEndsBeforeStart',
    path: ['end'],
  }) satisfies z.ZodType<StudioSection>;

/** A song's sections: in order, none overlapping, at most STUDIO_SECTIONS_MAX. */
export const studioSectionsSchema = z
  .array(studioSectionSchema)
  .max(STUDIO_SECTIONS_MAX)
  .superRefine((sections, ctx) => {
    for (let i = 1; i < sections.length; i += 1) {
      if (sections[i]!.start < sections[i - 1]!.end - 1e-9) {
        ctx.addIssue({
          code: 'custom',
          message: 'studio.sectionsOverlap',
          path: [i, 'start'],
        });
        return;
      }
    }
  });

/**
 * The sections file of `jamtracks:import --sections <file>`: a JSON array of sections, or
 * `{"sections": [...]}`. Example: [{"kind":"intro","start":0,"end":8},{"kind":"verse","start":8,"end":24}]
 */
export const studioSectionsFileSchema = z.union([
  studioSectionsSchema,
  z
    .object({ sections: studioSectionsSchema })
    .strict()
    .transform((file) => file.sections),
]);

/** One track of GET /jamtracks/{id}/studio; `peaks` is null until the track's audio exists. */
export const studioTrackSchema = z.object({
  id: z.string(),
  track_type: z.enum(['Master', 'Track', 'Click']),
  instrument: z.string().nullable(),
  part: z.string().nullable(),
  peaks: z.string().length(STUDIO_PEAKS_BASE64_LENGTH).nullable(),
});

/** GET /jamtracks/{id}/studio: what the studio draws (peaks format: see STUDIO_PEAK_BUCKETS). */
export const studioDataSchema = z.object({
  jamtrack_id: z.string(),
  bpm: z.number().nullable(),
  key: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  peak_buckets: z.literal(STUDIO_PEAK_BUCKETS),
  sections: z.array(studioSectionSchema),
  tracks: z.array(studioTrackSchema),
});
export type StudioData = z.infer<typeof studioDataSchema>;
const COUNT_IN_BARS_ERROR = 'studio.countInBarsInvalid';
const TRACK_VOLUME_ERROR = 'studio.trackVolumeInvalid';

/**
 * The studio's additions to POST /mixdowns, read beside the spec's payload (which stays valid
 * without them), so the file is the mix the musician heard: an optional `volume` (0–1) per entry
 * of settings.tracks (a stem with no volume plays at 1), and the count-in's length and accent
 * (`count-in-bars` 1 or 2, `count-in-accent`; without them one bar of equal clicks).
 */
export const studioMixAdditionsSchema = z.object({
  settings: z.object({
    'count-in-bars': z
      .number({ error: COUNT_IN_BARS_ERROR })
      .refine((bars): bars is CountInBars => COUNT_IN_BAR_CHOICES.includes(bars as CountInBars), {
        error: COUNT_IN_BARS_ERROR,
      })
      .optional(),
    'count-in-accent': z.boolean({ error: 'studio.countInAccentInvalid' }).optional(),
    tracks: z.array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        volume: z
          .number({ error: TRACK_VOLUME_ERROR })
          .min(0, { error: TRACK_VOLUME_ERROR })
          .max(1, { error: TRACK_VOLUME_ERROR })
          .optional(),
      }),
    ),
  }),
});

import { z } from 'zod';
import { LATENCY_USERS_MAX } from './latency';

// The desktop app's latency report, apart from latency.ts: its zod schema is module-level code a
// bundler keeps, so the badge's pure rules (latencyBand, …) stay free of zod for the browser.

/** Latencies above this (ms) are not measurements but failures; a report may not carry them. */
export const LATENCY_REPORT_MAX_MS = 10_000;

const milliseconds = z
  .number('Latency must be a number of milliseconds')
  .min(0, 'Latency cannot be negative')
  .max(LATENCY_REPORT_MAX_MS, `Latency must be at most ${LATENCY_REPORT_MAX_MS} ms`);

/**
 * What the desktop app reports after measuring (POST /users/{id}/latencies, decision 008): the
 * user's own audio interface latency and/or the internet latency to other people. A measurement
 * replaces the estimate for that pair from then on.
 */
export const latencyReportSchema = z
  .object({
    audio_latency: milliseconds.optional(),
    users: z
      .array(
        z.object({
          user_id: z.uuid('Each user id must be a user id'),
          internet_latency: milliseconds,
        }),
      )
      .max(LATENCY_USERS_MAX, `Report at most ${LATENCY_USERS_MAX} people at a time`)
      .default(() => []),
  })
  .refine((report) => report.audio_latency !== undefined || report.users.length > 0, {
    message: 'Report an audio latency or at least one internet latency',
  });
export type LatencyReport = z.output<typeof latencyReportSchema>;

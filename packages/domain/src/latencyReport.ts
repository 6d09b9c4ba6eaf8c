import { z } from 'zod';
import { LATENCY_REPORT_MAX_MS, LATENCY_USERS_MAX } from './constants';

// The desktop app's latency report, apart from latency.ts: its zod schema is module-level code a
// bundler keeps, so the badge's pure rules (latencyBand, …) stay free of zod for the browser.

const milliseconds = z
  .number('latencyReport.latencyNotANumber')
  .min(0, 'latencyReport.latencyNegative')
  .max(LATENCY_REPORT_MAX_MS, 'latencyReport.latencyTooHigh');

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
          user_id: z.uuid('people.userIdInvalid'),
          internet_latency: milliseconds,
        }),
      )
      .max(LATENCY_USERS_MAX, 'latencyReport.tooManyPeople')
      .default(() => []),
  })
  .refine((report) => report.audio_latency !== undefined || report.users.length > 0, {
    message: 'latencyReport.nothingReported',
  });
export type LatencyReport = z.output<typeof latencyReportSchema>;

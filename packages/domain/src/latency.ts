import { LATENCY_FAIR_MAX_MS, LATENCY_GOOD_MAX_MS } from './constants';

/** A person's latency data (part 1 §3), in milliseconds; either value may be missing. */
export interface LatencyData {
  ars_internet_latency?: number | null;
  audio_latency?: number | null;
}

/** Latency record for a pair of users (part 1 §3): the other user's id and the two values. */
export interface LatencyRecord {
  user_id: string;
  audio_latency: number | null;
  ars: { internet_latency: number | null };
}

/** GET /users/{id}/latencies?user_ids[]=… (part 1 §7). */
export interface LatenciesResponse {
  users: LatencyRecord[];
}

export function latencyDataFromRecord(record: LatencyRecord): LatencyData {
  return {
    ars_internet_latency: record.ars.internet_latency,
    audio_latency: record.audio_latency,
  };
}

/** The badge's bands (part 1 §4 Latency badge). */
export const LATENCY_BANDS = ['GOOD', 'FAIR', 'HIGH', 'UNKNOWN'] as const;
export type LatencyBand = (typeof LATENCY_BANDS)[number];

/** The search filter's band names (part 1 §4, §9). */
export const LATENCY_FILTER_BANDS = ['good', 'fair', 'poor'] as const;
export type LatencyFilterBand = (typeof LATENCY_FILTER_BANDS)[number];

/** Badge labels, keyed by band. */
export const LATENCY_MESSAGES = {
  GOOD: 'GOOD',
  FAIR: 'FAIR',
  HIGH: 'HIGH',
  UNKNOWN: 'UNKNOWN',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
} as const;

function isMeasured(value: number | null | undefined): value is number {
  // A latency below zero cannot be measured; treat it like a missing value.
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** ars_internet_latency + audio_latency, or null when either is missing. */
export function latencyTotal(data: LatencyData | null | undefined): number | null {
  if (!data) return null;
  const { ars_internet_latency: internet, audio_latency: audio } = data;
  if (!isMeasured(internet) || !isMeasured(audio)) return null;
  return internet + audio;
}

/**
 * The badge's band of a total (part 1 §4): GOOD 0–40 ms, FAIR above 40 up to 60, HIGH above 60,
 * UNKNOWN when there is no total.
 */
export function latencyBandOfTotal(total: number | null): LatencyBand {
  if (total === null) return 'UNKNOWN';
  if (total <= LATENCY_GOOD_MAX_MS) return 'GOOD';
  if (total <= LATENCY_FAIR_MAX_MS) return 'FAIR';
  return 'HIGH';
}

/** The latency badge of a person from their latency data (part 1 §4 Latency badge). */
export function latencyBand(data: LatencyData | null | undefined): LatencyBand {
  return latencyBandOfTotal(latencyTotal(data));
}

/**
 * Which totals each filter band admits, as an interval (above, upTo]: `above` exclusive (null:
 * from 0), `upTo` inclusive (null: no limit). The API turns these into SQL; the UI explains them.
 *
 * Why 40 ms is good: §4 gives the badge GOOD 0–40 and FAIR "above 40 up to 60", while §9 words the
 * filter as "good under 40, fair 40–60". Read literally they disagree only at exactly 40 ms. §4 is
 * the precise statement (it names both ends of each band), and a filter that disagreed with the
 * badge would hide a person marked GOOD when only "good" is ticked. So every filter band admits
 * exactly the totals of its badge band: good = GOOD (0–40], fair = FAIR (40–60], poor = HIGH (60–∞).
 */
export const LATENCY_FILTER_RANGES: Readonly<
  Record<LatencyFilterBand, { above: number | null; upTo: number | null }>
> = {
  good: { above: null, upTo: LATENCY_GOOD_MAX_MS },
  fair: { above: LATENCY_GOOD_MAX_MS, upTo: LATENCY_FAIR_MAX_MS },
  poor: { above: LATENCY_FAIR_MAX_MS, upTo: null },
};

/** The badge band shown for the people a filter band admits. */
export const LATENCY_BADGE_OF_FILTER_BAND: Readonly<
  Record<LatencyFilterBand, Exclude<LatencyBand, 'UNKNOWN'>>
> = { good: 'GOOD', fair: 'FAIR', poor: 'HIGH' };

/** Whether a total lies in a filter band's range (what the API's query does). */
export function latencyFilterRangeAdmits(band: LatencyFilterBand, total: number): boolean {
  const { above, upTo } = LATENCY_FILTER_RANGES[band];
  return (above === null || total > above) && (upTo === null || total <= upTo);
}

const FILTER_BAND_OF_BADGE: Readonly<Record<Exclude<LatencyBand, 'UNKNOWN'>, LatencyFilterBand>> = {
  GOOD: 'good',
  FAIR: 'fair',
  HIGH: 'poor',
};

/** The filter band a total falls in, or null when the latency is unknown. */
export function latencyFilterBandOfTotal(total: number | null): LatencyFilterBand | null {
  const badge = latencyBandOfTotal(total);
  return badge === 'UNKNOWN' ? null : FILTER_BAND_OF_BADGE[badge];
}

/**
 * Whether the people filter's latency choice admits a person with this latency data.
 *
 * An UNKNOWN latency (no measurement yet: latency is measured by the desktop app, so such a
 * musician cannot jam yet) is admitted only when all three bands are ticked, i.e. when the
 * user is not filtering on latency at all. A ticked band promises what the list will show.
 */
export function latencyFilterAdmits(
  selected: readonly LatencyFilterBand[],
  data: LatencyData | null | undefined,
): boolean {
  const band = latencyFilterBandOfTotal(latencyTotal(data));
  if (band === null) return LATENCY_FILTER_BANDS.every((b) => selected.includes(b));
  return selected.includes(band);
}

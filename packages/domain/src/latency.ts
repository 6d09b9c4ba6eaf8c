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

/** The badge's bands (part 1 §4 Latency badge). */
export const LATENCY_BANDS = ['GOOD', 'FAIR', 'HIGH', 'UNKNOWN'] as const;
export type LatencyBand = (typeof LATENCY_BANDS)[number];

/** The search filter's band names (part 1 §4, §9). */
export const LATENCY_FILTER_BANDS = ['good', 'fair', 'poor'] as const;
export type LatencyFilterBand = (typeof LATENCY_FILTER_BANDS)[number];

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

/*
 * The internet latency between two musicians when the desktop app has not measured it: an
 * estimate from the distance between their places (decision 003).
 *
 *   internet latency (ms, one way) = ACCESS_OVERHEAD_MS + great-circle km × ROUTE_FACTOR / FIBRE_KM_PER_MS
 *
 * - Light in optical fibre covers about 200 km per millisecond (refractive index ≈ 1.47).
 * - Cables do not follow great circles and routers add queueing: measured one-way delays run
 *   about 1.5× the straight-line fibre time.
 * - The two access networks (home router, last mile, the provider's edge) add a few ms whatever
 *   the distance.
 *
 * So two musicians in one city are ~5 ms apart, Madrid–Barcelona (~500 km) ~9 ms,
 * New York–Los Angeles (~3 900 km) ~34 ms, Madrid–Buenos Aires (~10 000 km) ~80 ms.
 */

/** Mean Earth radius in km (great-circle distance). */
export const EARTH_RADIUS_KM = 6371.0088;
/** Light in fibre: km per millisecond. */
export const FIBRE_KM_PER_MS = 200;
/** Routed path length (and queueing) over the straight distance. */
export const ROUTE_FACTOR = 1.5;
/** Both access networks together, one way, in ms. */
export const ACCESS_OVERHEAD_MS = 5;
/** Milliseconds of estimated latency per km of distance. */
export const LATENCY_MS_PER_KM = ROUTE_FACTOR / FIBRE_KM_PER_MS;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A place that may be unknown (a person who has not set one). */
export type MaybeCoordinates =
  | { latitude?: number | null; longitude?: number | null }
  | null
  | undefined;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function isCoordinates(value: MaybeCoordinates): value is Coordinates {
  return (
    typeof value?.latitude === 'number' &&
    Number.isFinite(value.latitude) &&
    typeof value.longitude === 'number' &&
    Number.isFinite(value.longitude)
  );
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** Estimated one-way internet latency in ms for a distance in km. */
export function internetLatencyForDistance(km: number): number {
  return ACCESS_OVERHEAD_MS + Math.max(0, km) * LATENCY_MS_PER_KM;
}

/** Estimated internet latency between two places, or null when either is unknown. */
export function estimateInternetLatency(a: MaybeCoordinates, b: MaybeCoordinates): number | null {
  if (!isCoordinates(a) || !isCoordinates(b)) return null;
  return internetLatencyForDistance(distanceKm(a, b));
}

/** Whether the ticked bands filter at all: with all three ticked, nobody is left out. */
export function latencyFilterIsOff(selected: readonly LatencyFilterBand[]): boolean {
  return LATENCY_FILTER_BANDS.every((band) => selected.includes(band));
}

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

const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

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

/**
 * The internet latency between two people: what the desktop app measured wins; without a
 * measurement, the estimate from their places (null when either place is unknown).
 */
export function internetLatencyBetween(
  measured: number | null | undefined,
  a: MaybeCoordinates,
  b: MaybeCoordinates,
): number | null {
  return isMeasured(measured) ? measured : estimateInternetLatency(a, b);
}

/**
 * The farthest distance (km) whose estimate stays within `latencyMs`: the inverse of
 * `internetLatencyForDistance`, used to turn a latency band into a distance bound. Negative
 * when even the access overhead does not fit.
 */
export function maxDistanceForLatency(latencyMs: number): number {
  return (latencyMs - ACCESS_OVERHEAD_MS) / LATENCY_MS_PER_KM;
}

/** Whether the ticked bands filter at all: with all three ticked, nobody is left out. */
export function latencyFilterIsOff(selected: readonly LatencyFilterBand[]): boolean {
  return LATENCY_FILTER_BANDS.every((band) => selected.includes(band));
}

export interface LatitudeLongitudeBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box holding every point within `km` of `centre`, for a spatial index:
 * search the box, then apply the exact estimate. Near a pole, or when the box would cross the
 * ±180° meridian, it spans every longitude (a wider box only costs rows, never loses one).
 * Null when `km` is negative.
 */
export function boxAround(centre: Coordinates, km: number): LatitudeLongitudeBox | null {
  if (km < 0) return null;
  const dLat = km / KM_PER_DEGREE_LATITUDE;
  const minLatitude = Math.max(-90, centre.latitude - dLat);
  const maxLatitude = Math.min(90, centre.latitude + dLat);
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cos = Math.cos(radians(widest));
  const dLon = cos > 1e-9 ? dLat / cos : 360;
  if (dLon >= 180 || centre.longitude - dLon < -180 || centre.longitude + dLon > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  return {
    minLatitude,
    maxLatitude,
    minLongitude: centre.longitude - dLon,
    maxLongitude: centre.longitude + dLon,
  };
}

/** How many people GET /users/{id}/latencies and one latency report may name. */
export const LATENCY_USERS_MAX = 100;

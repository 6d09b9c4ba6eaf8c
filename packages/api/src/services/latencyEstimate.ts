import { type SQL, sql } from 'drizzle-orm';

/*
 * The internet latency between two musicians when the desktop app has not measured it: an
 * estimate from the distance between their locations (issue 4: "estimated from their distance,
 * not stored for every pair"). It is one sentence of rule and belongs in @backline/domain next
 * to the latency bands; it lives here until the domain takes it (see decision 003).
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

const MS_PER_KM = ROUTE_FACTOR / FIBRE_KM_PER_MS;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

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
  return ACCESS_OVERHEAD_MS + Math.max(0, km) * MS_PER_KM;
}

/** Estimated internet latency between two places, or null when either is unknown. */
export function estimateInternetLatency(a: MaybePlace, b: MaybePlace): number | null {
  if (!isPlace(a) || !isPlace(b)) return null;
  return internetLatencyForDistance(distanceKm(a, b));
}

type MaybePlace = { latitude?: number | null; longitude?: number | null } | null | undefined;

function isPlace(value: MaybePlace): value is Coordinates {
  return (
    typeof value?.latitude === 'number' &&
    Number.isFinite(value.latitude) &&
    typeof value.longitude === 'number' &&
    Number.isFinite(value.longitude)
  );
}

/**
 * The farthest distance (km) whose estimate stays within `latencyMs`: the inverse of
 * `internetLatencyForDistance`, used to turn a latency band into a distance bound. Negative
 * when even the access overhead does not fit.
 */
export function maxDistanceForLatency(latencyMs: number): number {
  return (latencyMs - ACCESS_OVERHEAD_MS) / MS_PER_KM;
}

export interface LatitudeLongitudeBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box holding every point within `km` of `centre`, for the GiST index on
 * `point(longitude, latitude)` (users_location_idx): search the box, then apply the exact
 * estimate. Near a pole, or when the box would cross the ±180° meridian, it spans every
 * longitude (a wider box only costs rows, never loses one). Null when `km` is negative.
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

type SqlOperand = SQL | number | { getSQL(): SQL };

/**
 * The same estimate in SQL, so a query filters and sorts on exactly the numbers shown. The
 * operands are columns or numbers (bound as parameters); null coordinates give null.
 */
export function internetLatencyEstimateSql(
  a: { latitude: SqlOperand; longitude: SqlOperand },
  b: { latitude: SqlOperand; longitude: SqlOperand },
): SQL<number | null> {
  const f = (operand: SqlOperand) => sql`(${operand})::double precision`;
  const [lat1, lon1, lat2, lon2] = [a.latitude, a.longitude, b.latitude, b.longitude].map(f);
  const h = sql`power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)`;
  const constant = (value: number) => sql.raw(String(value));
  return sql<
    number | null
  >`(${constant(ACCESS_OVERHEAD_MS)} + 2 * ${constant(EARTH_RADIUS_KM)} * asin(sqrt(least(1, ${h}))) * ${constant(MS_PER_KM)})`;
}

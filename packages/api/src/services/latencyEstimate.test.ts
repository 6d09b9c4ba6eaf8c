import { LATENCY_FAIR_MAX_MS, LATENCY_GOOD_MAX_MS, latencyBand } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_OVERHEAD_MS,
  boxAround,
  type Coordinates,
  distanceKm,
  EARTH_RADIUS_KM,
  estimateInternetLatency,
  internetLatencyForDistance,
  maxDistanceForLatency,
} from './latencyEstimate';

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const BARCELONA = { latitude: 41.3874, longitude: 2.1686 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const BUENOS_AIRES = { latitude: -34.6037, longitude: -58.3816 };

/** The point `km` away from `from` in direction `bearing` (degrees), on the sphere. */
function destination(from: Coordinates, km: number, bearing: number): Coordinates {
  const rad = Math.PI / 180;
  const d = km / EARTH_RADIUS_KM;
  const lat1 = from.latitude * rad;
  const lon1 = from.longitude * rad;
  const b = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: ((((lon2 / rad + 540) % 360) + 360) % 360) - 180 };
}

describe('distanceKm', () => {
  it('measures great-circle distances between real cities', () => {
    expect(distanceKm(MADRID, BARCELONA)).toBeCloseTo(505, -1);
    expect(distanceKm(NEW_YORK, LOS_ANGELES)).toBeCloseTo(3936, -1);
    expect(distanceKm(MADRID, BUENOS_AIRES)).toBeCloseTo(10_040, -2);
    expect(distanceKm(MADRID, MADRID)).toBe(0);
  });
});

describe('the internet latency estimate', () => {
  it('is the access overhead for neighbours and grows with distance', () => {
    expect(internetLatencyForDistance(0)).toBe(ACCESS_OVERHEAD_MS);
    expect(estimateInternetLatency(MADRID, BARCELONA)).toBeCloseTo(8.8, 1);
    expect(estimateInternetLatency(NEW_YORK, LOS_ANGELES)).toBeCloseTo(34.5, 1);
    expect(estimateInternetLatency(MADRID, BUENOS_AIRES)).toBeCloseTo(80.3, 1);
  });

  it('is unknown when either place is unknown', () => {
    expect(estimateInternetLatency(MADRID, null)).toBeNull();
    expect(estimateInternetLatency({ latitude: null, longitude: 2 }, MADRID)).toBeNull();
  });

  it('gives the bands people expect: one country GOOD, coast to coast FAIR, an ocean HIGH', () => {
    const audio = 8;
    const band = (a: Coordinates, b: Coordinates) =>
      latencyBand({ ars_internet_latency: estimateInternetLatency(a, b), audio_latency: audio });
    expect(band(MADRID, BARCELONA)).toBe('GOOD');
    expect(band(NEW_YORK, LOS_ANGELES)).toBe('FAIR');
    expect(band(MADRID, BUENOS_AIRES)).toBe('HIGH');
  });

  it('inverts: the distance bound of a latency gives back that latency', () => {
    for (const ms of [ACCESS_OVERHEAD_MS, LATENCY_GOOD_MAX_MS, LATENCY_FAIR_MAX_MS, 123]) {
      expect(internetLatencyForDistance(maxDistanceForLatency(ms))).toBeCloseTo(ms, 9);
    }
    expect(maxDistanceForLatency(ACCESS_OVERHEAD_MS - 1)).toBeLessThan(0);
  });
});

describe('boxAround', () => {
  it('holds every point within the distance, in every direction', () => {
    for (const centre of [MADRID, NEW_YORK, BUENOS_AIRES, { latitude: 69.6, longitude: 18.9 }]) {
      for (const km of [10, 500, 3000]) {
        const box = boxAround(centre, km);
        expect(box).not.toBeNull();
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const point = destination(centre, km * 0.999, bearing);
          expect(point.latitude).toBeGreaterThanOrEqual(box!.minLatitude);
          expect(point.latitude).toBeLessThanOrEqual(box!.maxLatitude);
          expect(point.longitude).toBeGreaterThanOrEqual(box!.minLongitude);
          expect(point.longitude).toBeLessThanOrEqual(box!.maxLongitude);
        }
      }
    }
  });

  it('spans every longitude across the ±180° meridian or near a pole, and is null below zero', () => {
    expect(boxAround({ latitude: -41.3, longitude: 174.8 }, 1000)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boxAround({ latitude: 89, longitude: 0 }, 500)).toMatchObject({
      maxLatitude: 90,
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boxAround(MADRID, -1)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { LATENCY_FAIR_MAX_MS, LATENCY_GOOD_MAX_MS } from './constants';
import {
  ACCESS_OVERHEAD_MS,
  boxAround,
  type Coordinates,
  distanceKm,
  EARTH_RADIUS_KM,
  estimateInternetLatency,
  internetLatencyBetween,
  internetLatencyForDistance,
  LATENCY_BADGE_OF_FILTER_BAND,
  LATENCY_FILTER_BANDS,
  LATENCY_FILTER_RANGES,
  latencyBand,
  latencyBandOfTotal,
  latencyDataFromRecord,
  latencyFilterAdmits,
  latencyFilterBandOfTotal,
  latencyFilterIsOff,
  latencyFilterRangeAdmits,
  latencyTotal,
  maxDistanceForLatency,
} from './latency';

const data = (ars: number | null, audio: number | null) => ({
  ars_internet_latency: ars,
  audio_latency: audio,
});

describe('latencyBand (part 1 §4 Latency badge)', () => {
  it('adds ars_internet_latency and audio_latency', () => {
    expect(latencyTotal(data(25, 10))).toBe(35);
    expect(latencyBand({ ars_internet_latency: 25, audio_latency: 10 })).toBe('GOOD');
  });

  it.each([
    [0, 'GOOD'],
    [40, 'GOOD'],
    [40.5, 'FAIR'],
    [41, 'FAIR'],
    [60, 'FAIR'],
    [60.1, 'HIGH'],
    [250, 'HIGH'],
  ] as const)('a total of %d ms is %s', (total, band) => {
    expect(latencyBandOfTotal(total)).toBe(band);
    expect(latencyBand(data(total, 0))).toBe(band);
  });

  it('is UNKNOWN when either value is missing', () => {
    expect(latencyBand(data(null, 10))).toBe('UNKNOWN');
    expect(latencyBand(data(10, null))).toBe('UNKNOWN');
    expect(latencyBand({ ars_internet_latency: 10 })).toBe('UNKNOWN');
    expect(latencyBand(undefined)).toBe('UNKNOWN');
    expect(latencyBand(null)).toBe('UNKNOWN');
  });

  it('treats a negative or non-finite value as missing', () => {
    expect(latencyBand(data(-5, 10))).toBe('UNKNOWN');
    expect(latencyBand(data(Number.NaN, 10))).toBe('UNKNOWN');
    expect(latencyBand(data(Number.POSITIVE_INFINITY, 10))).toBe('UNKNOWN');
  });

  it('reads the pair record of GET /users/{id}/latencies (ars.internet_latency)', () => {
    const record = { user_id: 'u2', audio_latency: 30, ars: { internet_latency: 25 } };
    expect(latencyBand(latencyDataFromRecord(record))).toBe('FAIR');
  });
});

describe('latency filter bands (part 1 §4 and §9: good, fair and poor)', () => {
  it('names the bands good, fair and poor', () => {
    expect(LATENCY_FILTER_BANDS).toEqual(['good', 'fair', 'poor']);
  });

  it('puts exactly 40 ms in good, because the badge shows GOOD for 0–40 (§4 over §9 wording)', () => {
    expect(latencyFilterBandOfTotal(40)).toBe('good');
    expect(latencyFilterBandOfTotal(40.01)).toBe('fair');
    expect(latencyFilterBandOfTotal(60)).toBe('fair');
    expect(latencyFilterBandOfTotal(60.01)).toBe('poor');
    expect(latencyFilterBandOfTotal(null)).toBeNull();
  });

  it('admits exactly the totals of the badge band it stands for, for every total 0–200 ms', () => {
    for (let tenths = 0; tenths <= 2000; tenths++) {
      const total = tenths / 10;
      for (const band of LATENCY_FILTER_BANDS) {
        const badgeMatches = LATENCY_BADGE_OF_FILTER_BAND[band] === latencyBandOfTotal(total);
        expect(latencyFilterRangeAdmits(band, total)).toBe(badgeMatches);
        expect(latencyFilterBandOfTotal(total) === band).toBe(badgeMatches);
      }
    }
  });

  it('describes each band as an interval (above, upTo] the API can query', () => {
    expect(LATENCY_FILTER_RANGES).toEqual({
      good: { above: null, upTo: 40 },
      fair: { above: 40, upTo: 60 },
      poor: { above: 60, upTo: null },
    });
  });

  it('admits a person whose band is ticked and hides one whose band is not', () => {
    expect(latencyFilterAdmits(['good', 'fair'], data(30, 10))).toBe(true);
    expect(latencyFilterAdmits(['good', 'fair'], data(30, 25))).toBe(true);
    expect(latencyFilterAdmits(['good', 'fair'], data(50, 25))).toBe(false);
    expect(latencyFilterAdmits(['poor'], data(50, 25))).toBe(true);
  });

  it('admits an unknown latency only when every band is ticked', () => {
    expect(latencyFilterAdmits(['good', 'fair'], data(null, 5))).toBe(false);
    expect(latencyFilterAdmits(['good', 'fair', 'poor'], data(null, 5))).toBe(true);
  });
});

// ── The latency estimate (decision 003): distance, its inverse, the search box ──────────────

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

describe('internetLatencyBetween (a measurement wins over the estimate)', () => {
  it('takes the measured value when there is one, else the estimate', () => {
    expect(internetLatencyBetween(52, MADRID, BARCELONA)).toBe(52);
    expect(internetLatencyBetween(null, MADRID, BARCELONA)).toBeCloseTo(8.8, 1);
    expect(internetLatencyBetween(undefined, MADRID, null)).toBeNull();
    expect(internetLatencyBetween(-1, MADRID, BARCELONA)).toBeCloseTo(8.8, 1);
  });
});

describe('latencyFilterIsOff', () => {
  it('is off only with every band ticked', () => {
    expect(latencyFilterIsOff(['good', 'fair', 'poor'])).toBe(true);
    expect(latencyFilterIsOff(['good', 'fair'])).toBe(false);
  });
});

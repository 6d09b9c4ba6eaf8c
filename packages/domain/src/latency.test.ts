import { describe, expect, it } from 'vitest';
import {
  ACCESS_OVERHEAD_MS,
  type Coordinates,
  distanceKm,
  estimateInternetLatency,
  internetLatencyForDistance,
  LATENCY_FILTER_BANDS,
  LATENCY_FILTER_RANGES,
  latencyBand,
  latencyBandOfTotal,
  latencyFilterIsOff,
  latencyTotal,
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
});

describe('latency filter bands (part 1 §4 and §9: good, fair and poor)', () => {
  it('names the bands good, fair and poor', () => {
    expect(LATENCY_FILTER_BANDS).toEqual(['good', 'fair', 'poor']);
  });

  it('admits exactly the totals of the badge band it stands for, for every total 0–200 ms', () => {
    const badgeOf = { good: 'GOOD', fair: 'FAIR', poor: 'HIGH' } as const;
    for (let tenths = 0; tenths <= 2000; tenths++) {
      const total = tenths / 10;
      for (const band of LATENCY_FILTER_BANDS) {
        const badgeMatches = badgeOf[band] === latencyBandOfTotal(total);
        const { above, upTo } = LATENCY_FILTER_RANGES[band];
        // The interval (above, upTo] the API's query compares the total with.
        const inRange = (above === null || total > above) && (upTo === null || total <= upTo);
        expect(inRange).toBe(badgeMatches);
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
});

// ── The latency estimate (decision 003): distance ──────────────

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const BARCELONA = { latitude: 41.3874, longitude: 2.1686 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const BUENOS_AIRES = { latitude: -34.6037, longitude: -58.3816 };

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
});

describe('latencyFilterIsOff', () => {
  it('is off only with every band ticked', () => {
    expect(latencyFilterIsOff(['good', 'fair', 'poor'])).toBe(true);
    expect(latencyFilterIsOff(['good', 'fair'])).toBe(false);
  });
});

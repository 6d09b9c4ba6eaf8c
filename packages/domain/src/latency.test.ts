import { describe, expect, it } from 'vitest';
import {
  LATENCY_BADGE_OF_FILTER_BAND,
  LATENCY_FILTER_BANDS,
  LATENCY_FILTER_RANGES,
  latencyBand,
  latencyBandOfTotal,
  latencyDataFromRecord,
  latencyFilterAdmits,
  latencyFilterBandOfTotal,
  latencyFilterRangeAdmits,
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

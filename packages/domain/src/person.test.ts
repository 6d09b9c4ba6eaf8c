import { describe, expect, it } from 'vitest';
import {
  activeInterests,
  COMMITMENT_LABELS,
  COWRITING_PURPOSE_LABELS,
  FILTER_SKILL_LEVEL_LABELS,
  instrumentsByPriority,
  ONLINE_PRESENCE_SERVICE_TYPES,
  PERFORMANCE_SAMPLE_SERVICE_TYPES,
  PROFICIENCY_LABELS,
  profilePhotoUrl,
  rateForDisplay,
  rateFromDisplay,
  SKILL_LEVEL_LABELS,
} from './person';

describe('profilePhotoUrl (part 1 §3 Profile photo rule)', () => {
  it('uses v2_photo_url when v2_photo_uploaded is true', () => {
    expect(
      profilePhotoUrl({ v2_photo_uploaded: true, v2_photo_url: '/v2.jpg', photo_url: '/v1.jpg' }),
    ).toBe('/v2.jpg');
  });

  it('uses photo_url otherwise', () => {
    expect(
      profilePhotoUrl({ v2_photo_uploaded: false, v2_photo_url: '/v2.jpg', photo_url: '/v1.jpg' }),
    ).toBe('/v1.jpg');
    expect(profilePhotoUrl({ photo_url: '/v1.jpg' })).toBe('/v1.jpg');
  });

  it('has no photo when v2 is uploaded but its url is missing', () => {
    expect(profilePhotoUrl({ v2_photo_uploaded: true, photo_url: '/v1.jpg' })).toBeNull();
  });
});

describe('skill labels (part 1 §3 skill_level)', () => {
  it('labels a person 1 Amateur, 2 Professional', () => {
    expect(SKILL_LEVEL_LABELS).toEqual({ 1: 'Amateur', 2: 'Professional' });
  });

  it('labels the search filter 1 beginner, 2 intermediate, 3 advanced', () => {
    expect(FILTER_SKILL_LEVEL_LABELS).toEqual({ 1: 'beginner', 2: 'intermediate', 3: 'advanced' });
  });
});

describe('commitment, proficiency and cowriting labels (part 1 §3)', () => {
  it('commitment: 1 infrequent, 2 once a week, 3 2-3 times a week, 4 4+ times a week', () => {
    expect(COMMITMENT_LABELS).toEqual({
      1: 'infrequent',
      2: 'once a week',
      3: '2-3 times a week',
      4: '4+ times a week',
    });
  });

  it('proficiency: 1 Beginner, 2 Intermediate, 3 Expert', () => {
    expect(PROFICIENCY_LABELS).toEqual({ 1: 'Beginner', 2: 'Intermediate', 3: 'Expert' });
  });

  it('cowriting purpose: 1 just for fun, 2 sell music', () => {
    expect(COWRITING_PURPOSE_LABELS).toEqual({ 1: 'just for fun', 2: 'sell music' });
  });
});

describe('rateForDisplay (part 1 §9: hourly and daily rates are shown divided by 100)', () => {
  it('turns cents into the shown amount', () => {
    expect(rateForDisplay(2500)).toBe(25);
    expect(rateForDisplay(1999)).toBe(19.99);
  });

  it('shows nothing for a missing rate', () => {
    expect(rateForDisplay(null)).toBeNull();
    expect(rateForDisplay(undefined)).toBeNull();
    expect(rateForDisplay(Number.NaN)).toBeNull();
  });
});

describe('rateFromDisplay (the shown amount back to cents)', () => {
  it('turns the typed amount into whole cents', () => {
    expect(rateFromDisplay(25)).toBe(2500);
    expect(rateFromDisplay(19.99)).toBe(1999);
    expect(rateFromDisplay(0.005)).toBe(1);
  });

  it('is the inverse of rateForDisplay', () => {
    expect(rateFromDisplay(rateForDisplay(123_456))).toBe(123_456);
  });

  it('gives null for an empty or impossible amount', () => {
    expect(rateFromDisplay(null)).toBeNull();
    expect(rateFromDisplay(undefined)).toBeNull();
    expect(rateFromDisplay(Number.NaN)).toBeNull();
  });
});

describe('service types (part 1 §3 performance_samples and online_presences)', () => {
  it('lists the product itself, soundcloud and youtube for performance samples', () => {
    expect(PERFORMANCE_SAMPLE_SERVICE_TYPES).toEqual(['backline', 'soundcloud', 'youtube']);
  });

  it('lists the seven online presence services', () => {
    expect(ONLINE_PRESENCE_SERVICE_TYPES).toEqual([
      'soundcloud',
      'reverbnation',
      'bandcamp',
      'fandalism',
      'youtube',
      'facebook',
      'twitter',
    ]);
  });
});

describe('interests and instruments (part 1 §3 Person)', () => {
  it('lists the switched-on interest flags in the spec order', () => {
    expect(
      activeInterests({
        paid_sessions: false,
        free_sessions: true,
        cowriting: false,
        traditional_band: true,
        virtual_band: true,
      }),
    ).toEqual(['free_sessions', 'traditional_band', 'virtual_band']);
  });

  it('orders instruments by priority without changing the input', () => {
    const input = [{ priority: 2 }, { priority: 0 }, { priority: 1 }];
    expect(instrumentsByPriority(input).map((i) => i.priority)).toEqual([0, 1, 2]);
    expect(input.map((i) => i.priority)).toEqual([2, 0, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { domainText } from './domainMessages';
import {
  DATE_RANGES,
  dateRangeMessageKey,
  dateRangeSince,
  defaultPeopleFilter,
  firstPeoplePageRequest,
  fromLocationRetry,
  nextPeopleOffset,
  peopleListNotice,
  searchTextWords,
  shouldPrefetchPeople,
} from './peopleFilter';
import { peopleFilterSchema } from './peopleFilterSchemas';

const now = new Date('2025-06-30T12:00:00Z');

describe('defaultPeopleFilter (part 1 §9 Default people search)', () => {
  it('has latency good and fair on and poor off, all skill levels, active within 30 days, joined any', () => {
    expect(defaultPeopleFilter()).toEqual({
      latency_bands: ['good', 'fair'],
      skill_levels: [1, 2, 3],
      last_active_within_days: 30,
      joined_within_days: 'any',
      from_location: false,
      instruments: [],
      genres: [],
      text: '',
    });
  });

  it('returns a fresh object each time', () => {
    const filter = defaultPeopleFilter();
    filter.latency_bands.push('poor');
    expect(defaultPeopleFilter().latency_bands).toEqual(['good', 'fair']);
  });
});

describe('peopleFilterSchema (part 1 §7 POST /filter body)', () => {
  it('accepts a changed filter', () => {
    const parsed = peopleFilterSchema.parse({
      latency_bands: ['poor'],
      skill_levels: [3],
      last_active_within_days: 'any',
      joined_within_days: 7,
      from_location: true,
    });
    expect(parsed.latency_bands).toEqual(['poor']);
    expect(parsed.joined_within_days).toBe(7);
  });

  it('refuses a date range outside any, 1, 7, 30, 90 and an unknown band', () => {
    const badRange = peopleFilterSchema.safeParse({ last_active_within_days: 14 });
    expect(badRange.success).toBe(false);
    expect(badRange.error?.issues[0]?.message).toBe('peopleFilter.dateRangeInvalid');
    expect(domainText('peopleFilter.dateRangeInvalid')).toBe('Choose any, 1, 7, 30 or 90 days');
    expect(peopleFilterSchema.safeParse({ latency_bands: ['HIGH'] }).success).toBe(false);
    expect(peopleFilterSchema.safeParse({ skill_levels: [4] }).success).toBe(false);
  });
});

describe('date ranges (part 1 §9 Date ranges: any, 1, 7, 30 or 90 days)', () => {
  it('lists any, 1, 7, 30 and 90', () => {
    expect(DATE_RANGES).toEqual(['any', 1, 7, 30, 90]);
  });

  it('turns a range and now into the date it reaches back to', () => {
    expect(dateRangeSince(7, now)?.toISOString()).toBe('2025-06-23T12:00:00.000Z');
    expect(dateRangeSince(1, now)?.toISOString()).toBe('2025-06-29T12:00:00.000Z');
    expect(dateRangeSince(90, now)?.toISOString()).toBe('2025-04-01T12:00:00.000Z');
  });

  it('has no limit for any', () => {
    expect(dateRangeSince('any', now)).toBeNull();
  });

  it('labels each range', () => {
    expect(DATE_RANGES.map(dateRangeMessageKey)).toEqual([
      'any',
      'withinOneDay',
      'withinDays',
      'withinDays',
      'withinDays',
    ]);
  });
});

describe('people search paging (part 1 §4 People search)', () => {
  it('loads the first page with offset 0 and limit 20', () => {
    const request = firstPeoplePageRequest(defaultPeopleFilter());
    expect(request.offset).toBe(0);
    expect(request.limit).toBe(20);
  });

  it('continues at the answer offset after a full page and stops after a short one', () => {
    expect(nextPeopleOffset({ musicians: new Array(20).fill({}), offset: 40 })).toBe(40);
    expect(nextPeopleOffset({ musicians: new Array(3).fill({}), offset: 43 })).toBeNull();
  });

  it('prefetches the next page when the user is within 5 people of the end', () => {
    const base = { loaded: 20, nextOffset: 20, loading: false };
    expect(shouldPrefetchPeople({ ...base, index: 13 })).toBe(false);
    expect(shouldPrefetchPeople({ ...base, index: 14 })).toBe(false);
    expect(shouldPrefetchPeople({ ...base, index: 15 })).toBe(true);
    expect(shouldPrefetchPeople({ ...base, index: 19 })).toBe(true);
  });

  it('does not prefetch while a page is loading or after the last page', () => {
    expect(shouldPrefetchPeople({ index: 19, loaded: 20, nextOffset: 20, loading: true })).toBe(
      false,
    );
    expect(shouldPrefetchPeople({ index: 19, loaded: 20, nextOffset: null, loading: false })).toBe(
      false,
    );
  });
});

describe('fromLocationRetry (part 1 §4: an empty first search retries once with from_location on)', () => {
  const first = firstPeoplePageRequest(defaultPeopleFilter());

  it('retries once with from_location when the first search is empty', () => {
    const retry = fromLocationRetry(first, 0, false);
    expect(retry?.filter.from_location).toBe(true);
    expect(retry?.offset).toBe(0);
    expect(first.filter.from_location).toBe(false);
  });

  it('does not retry a second time', () => {
    const retry = fromLocationRetry(first, 0, false)!;
    expect(fromLocationRetry(retry, 0, true)).toBeNull();
  });

  it('does not retry when the search found people, on later pages or with from_location on', () => {
    expect(fromLocationRetry(first, 5, false)).toBeNull();
    expect(fromLocationRetry({ ...first, offset: 20 }, 0, false)).toBeNull();
    const near = { ...first, filter: { ...first.filter, from_location: true } };
    expect(fromLocationRetry(near, 0, false)).toBeNull();
  });
});

// What each filter choice admits is the API's query (SQL), tested by its route tests.
describe('the search text', () => {
  it('is trimmed, at most 100 characters, and split into distinct lower-case words', () => {
    expect(peopleFilterSchema.parse({ text: '  Ana  ' }).text).toBe('Ana');
    expect(peopleFilterSchema.safeParse({ text: 'x'.repeat(101) }).success).toBe(false);
    expect(searchTextWords(' Ana  ANA garcía ')).toEqual(['ana', 'garcía']);
  });
});

describe('peopleListNotice', () => {
  const retryFilter = { ...defaultPeopleFilter(), from_location: true };

  it('says the place is unknown whenever latency cannot be estimated, before and after the retry', () => {
    const state = { retried: false, locationKnown: false, shown: 0 };
    expect(peopleListNotice({ ...state, filter: defaultPeopleFilter() })).toBe('placeUnknown');
    expect(peopleListNotice({ ...state, retried: true, shown: 20, filter: retryFilter })).toBe(
      'placeUnknown',
    );
  });

  it('says nothing about the place when no latency is asked for', () => {
    const filter = { ...defaultPeopleFilter(), latency_bands: ['good', 'fair', 'poor'] as const };
    expect(
      peopleListNotice({
        filter: { ...filter, latency_bands: [...filter.latency_bands] },
        retried: false,
        locationKnown: false,
        shown: 3,
      }),
    ).toBeNull();
  });

  it('says the list is the nearest musicians only after a retry that found some', () => {
    const known = { locationKnown: true, filter: retryFilter };
    expect(peopleListNotice({ ...known, retried: true, shown: 4 })).toBe('nearby');
    expect(peopleListNotice({ ...known, retried: true, shown: 0 })).toBeNull();
    expect(peopleListNotice({ ...known, retried: false, shown: 4 })).toBeNull();
    expect(
      peopleListNotice({
        filter: defaultPeopleFilter(),
        retried: false,
        locationKnown: true,
        shown: 9,
      }),
    ).toBeNull();
  });
});

import {
  DEFAULT_LAST_ACTIVE_WITHIN_DAYS,
  PEOPLE_PAGE_SIZE,
  PEOPLE_SEARCH_TEXT_MAX_LENGTH,
} from './constants';
import { LATENCY_FILTER_BANDS, type LatencyFilterBand, latencyFilterIsOff } from './latency';
import { FILTER_SKILL_LEVELS, type FilterSkillLevel } from './person';

/** Date ranges of the people filter (part 1 §9): any, 1, 7, 30 or 90 days. */
export const DATE_RANGES = ['any', 1, 7, 30, 90] as const;
export type DateRange = (typeof DATE_RANGES)[number];

const MS_PER_DAY = 86_400_000;

/** The filter modal's texts (ui's `ui.peopleFilter.<key>`); its refusals are the catalogue's. */
export type PeopleFilterMessageKey =
  | 'title'
  | 'updateSearch'
  | 'resetFilters'
  | 'noRecords'
  | 'latency'
  | 'skillLevel'
  | 'lastActive'
  | 'joined'
  | 'fromLocation'
  | 'instruments'
  | 'genres'
  | 'any'
  | 'withinOneDay'
  | 'withinDays'
  | 'text';

/** The message key that labels a date range ("Within {days} days" takes `days`). */
export function dateRangeMessageKey(range: DateRange): PeopleFilterMessageKey {
  if (range === 'any') return 'any';
  return range === 1 ? 'withinOneDay' : 'withinDays';
}

/** The words of a search text, lower-cased (the locale-independent way) and without repeats. */
export function searchTextWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word !== ''),
    ),
  ];
}

/** The people search's filter, as the form sends it and POST /filter reads it. */
export interface PeopleFilter {
  latency_bands: LatencyFilterBand[];
  skill_levels: FilterSkillLevel[];
  last_active_within_days: DateRange;
  joined_within_days: DateRange;
  /** Search around the signed-in user's own location. */
  from_location: boolean;
  /** Instrument ids; empty means any instrument. */
  instruments: string[];
  /** Genre ids; empty means any genre. */
  genres: string[];
  /**
   * Words that each start the person's first or last name (`searchTextWords`; the API matches
   * prefixes, decision 003); '' means any.
   */
  text: string;
}

/** A field of the people filter. */
export type PeopleFilterField = keyof PeopleFilter;
/**
 * What is wrong with a field: `dateRangeInvalid` and `textTooLong` are the catalogue's
 * `peopleFilter.*` refusals; `invalid` is a value of the wrong kind, which the form cannot make.
 */
export type PeopleFilterProblem = 'dateRangeInvalid' | 'textTooLong' | 'invalid';

/**
 * Default people search (part 1 §9): latency good and fair on, poor off; all skill levels on;
 * last active within 30 days; joined any. A fresh object each call, so callers may change it.
 */
export function defaultPeopleFilter(): PeopleFilter {
  return {
    latency_bands: ['good', 'fair'],
    skill_levels: [...FILTER_SKILL_LEVELS],
    last_active_within_days: DEFAULT_LAST_ACTIVE_WITHIN_DAYS,
    joined_within_days: 'any',
    from_location: false,
    instruments: [],
    genres: [],
    text: '',
  };
}

const isDateRange = (value: unknown): value is DateRange =>
  (DATE_RANGES as readonly unknown[]).includes(value);
const isListOf = <T>(value: unknown, allowed: readonly T[]): value is T[] =>
  Array.isArray(value) && value.every((item) => (allowed as readonly unknown[]).includes(item));
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A filter checked as `peopleFilterSchema` (peopleFilterSchemas.ts, the API's) checks it, without
 * zod, for the browser: the filter as the schema gives it (defaults for missing fields, the text
 * trimmed, unknown keys left out) or the first problem of each field. A domain test holds both to
 * the same answers.
 */
export function checkPeopleFilter(
  input: Partial<Record<PeopleFilterField, unknown>>,
):
  | { ok: true; filter: PeopleFilter }
  | { ok: false; problems: Partial<Record<PeopleFilterField, PeopleFilterProblem>> } {
  const fallback = defaultPeopleFilter();
  const value = <K extends PeopleFilterField>(key: K): unknown =>
    input[key] === undefined ? fallback[key] : input[key];
  const problems: Partial<Record<PeopleFilterField, PeopleFilterProblem>> = {};
  const latencyBands = value('latency_bands');
  if (!isListOf(latencyBands, LATENCY_FILTER_BANDS)) problems.latency_bands = 'invalid';
  const skillLevels = value('skill_levels');
  if (!isListOf(skillLevels, FILTER_SKILL_LEVELS)) problems.skill_levels = 'invalid';
  const lastActive = value('last_active_within_days');
  if (!isDateRange(lastActive)) problems.last_active_within_days = 'dateRangeInvalid';
  const joined = value('joined_within_days');
  if (!isDateRange(joined)) problems.joined_within_days = 'dateRangeInvalid';
  const fromLocation = value('from_location');
  if (typeof fromLocation !== 'boolean') problems.from_location = 'invalid';
  const instruments = value('instruments');
  if (!isStringList(instruments)) problems.instruments = 'invalid';
  const genres = value('genres');
  if (!isStringList(genres)) problems.genres = 'invalid';
  const rawText = value('text');
  const text = typeof rawText === 'string' ? rawText.trim() : null;
  if (text === null) problems.text = 'invalid';
  else if (text.length > PEOPLE_SEARCH_TEXT_MAX_LENGTH) problems.text = 'textTooLong';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    filter: {
      latency_bands: [...(latencyBands as LatencyFilterBand[])],
      skill_levels: [...(skillLevels as FilterSkillLevel[])],
      last_active_within_days: lastActive as DateRange,
      joined_within_days: joined as DateRange,
      from_location: fromLocation as boolean,
      instruments: [...(instruments as string[])],
      genres: [...(genres as string[])],
      text: text as string,
    },
  };
}

export interface PeopleSearchRequest {
  filter: PeopleFilter;
  offset: number;
  limit: number;
}

/** The first load uses offset 0 and limit 20 (part 1 §4). */
export function firstPeoplePageRequest(filter: PeopleFilter): PeopleSearchRequest {
  return { filter, offset: 0, limit: PEOPLE_PAGE_SIZE };
}

/**
 * The date a range reaches back to from `now` ("last active within 7 days" → now − 7 days), or
 * null for "any".
 */
export function dateRangeSince(range: DateRange, now: Date): Date | null {
  if (range === 'any') return null;
  return new Date(now.getTime() - range * MS_PER_DAY);
}

/**
 * The retry rule (part 1 §4): if the first search returns nothing, search once more with
 * from_location turned on. Returns the request to retry with, or null when no retry is due: a
 * later page, a non-empty answer, from_location already on, or the retry already made.
 */
export function fromLocationRetry(
  request: PeopleSearchRequest,
  received: number,
  alreadyRetried: boolean,
): PeopleSearchRequest | null {
  if (alreadyRetried || request.offset !== 0 || received > 0 || request.filter.from_location) {
    return null;
  }
  return { ...request, filter: { ...request.filter, from_location: true } };
}

/** What the line above the finder's list says about it (decision 026). */
export const PEOPLE_LIST_NOTICES = ['placeUnknown', 'nearby'] as const;
export type PeopleListNotice = (typeof PEOPLE_LIST_NOTICES)[number];

/**
 * Why the finder shows the people it shows, or null when the filters as chosen say it all:
 * - `placeUnknown`: the searcher's place is not known (`location_known` of POST /filter), so no
 *   latency can be estimated: a latency filter finds only people measured with them, and
 *   from_location lists active musicians who play something, not people near them;
 * - `nearby`: the first search found nobody, so these are the from_location retry's musicians,
 *   nearest first.
 */
export function peopleListNotice(state: {
  filter: PeopleFilter;
  /** The list is the from_location retry's (`fromLocationRetry`). */
  retried: boolean;
  locationKnown: boolean;
  /** How many people the list shows. */
  shown: number;
}): PeopleListNotice | null {
  const { filter } = state;
  if (!state.locationKnown) {
    return filter.from_location || !latencyFilterIsOff(filter.latency_bands)
      ? 'placeUnknown'
      : null;
  }
  return state.retried && filter.from_location && state.shown > 0 ? 'nearby' : null;
}

/**
 * How close to the end of the loaded people the user may come before the next page is fetched:
 * prefetching while 5 people are still ahead hides the round trip behind the time spent looking
 * at them (a swipe card or a few table rows each).
 */
export const PEOPLE_PREFETCH_REMAINING = 5;

export interface PeoplePrefetchState {
  /** Index of the person the user is at: the current swipe card or the last visible row. */
  index: number;
  /** How many people are loaded. */
  loaded: number;
  /** Where the next page starts, or null when the last page has come. */
  nextOffset: number | null;
  /** Whether a page request is in flight. */
  loading: boolean;
}

/** Further pages are prefetched when the user nears the end (part 1 §4). */
export function shouldPrefetchPeople(state: PeoplePrefetchState): boolean {
  if (state.loading || state.nextOffset === null) return false;
  return state.loaded - 1 - state.index < PEOPLE_PREFETCH_REMAINING;
}

/**
 * Where the next people page starts after an answer of POST /filter (whose `offset` is that
 * start), or null when the page was not full and so was the last.
 */
export function nextPeopleOffset(response: { musicians: readonly unknown[]; offset: number }) {
  return response.musicians.length < PEOPLE_PAGE_SIZE ? null : response.offset;
}

/** How many people one filter_by_ids call may ask for (five pages of the list). */
export const FILTER_BY_IDS_MAX = 100;

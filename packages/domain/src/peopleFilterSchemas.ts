import { z } from 'zod';
import { DEFAULT_LAST_ACTIVE_WITHIN_DAYS, PEOPLE_SEARCH_TEXT_MAX_LENGTH } from './constants';
import type { DomainMessageId } from './domainMessages';
import { LATENCY_FILTER_BANDS, type LatencyFilterBand } from './latency';
import {
  DATE_RANGES,
  FILTER_BY_IDS_MAX,
  type PeopleFilter,
  type PeopleFilterProblem,
} from './peopleFilter';
import { FILTER_SKILL_LEVELS } from './person';

// The API's people-search bodies, apart from peopleFilter.ts, whose rules the finder's page, its
// filter modal and the people table use and must not load zod for (decision 025).
// checkPeopleFilter in peopleFilter.ts answers as peopleFilterSchema does, without zod.

/** The catalogue id of each refusal checkPeopleFilter names (`invalid` is zod's own wording). */
const PEOPLE_FILTER_MESSAGE_IDS = {
  dateRangeInvalid: 'peopleFilter.dateRangeInvalid',
  textTooLong: 'peopleFilter.textTooLong',
} as const satisfies Record<Exclude<PeopleFilterProblem, 'invalid'>, DomainMessageId>;

const dateRangeSchema = z.literal(DATE_RANGES, PEOPLE_FILTER_MESSAGE_IDS.dateRangeInvalid);

const filterSkillLevelSchema = z.literal(FILTER_SKILL_LEVELS);

/**
 * The body of POST /filter (part 1 §7 "filter data"). The spec names the choices (latency bands,
 * skill levels, last active, joined, from_location); field names are ours. Missing fields take
 * the defaults of part 1 §9 (`defaultPeopleFilter`), so `{}` is the default search.
 */
export const peopleFilterSchema = z.object({
  latency_bands: z
    .array(z.enum(LATENCY_FILTER_BANDS))
    .default(() => ['good', 'fair'] satisfies LatencyFilterBand[]),
  skill_levels: z.array(filterSkillLevelSchema).default(() => [...FILTER_SKILL_LEVELS]),
  last_active_within_days: dateRangeSchema.default(DEFAULT_LAST_ACTIVE_WITHIN_DAYS),
  joined_within_days: dateRangeSchema.default('any'),
  from_location: z.boolean().default(false),
  instruments: z.array(z.string()).default(() => []),
  genres: z.array(z.string()).default(() => []),
  text: z
    .string()
    .trim()
    .max(PEOPLE_SEARCH_TEXT_MAX_LENGTH, PEOPLE_FILTER_MESSAGE_IDS.textTooLong)
    .default(''),
}) satisfies z.ZodType<PeopleFilter, unknown>;

/** Body of POST /users/{id}/filter_by_ids (part 1 §7): the people to load, in that order. */
export const filterByIdsSchema = z.object({
  user_ids: z
    .array(z.uuid('people.userIdInvalid'), 'user_ids must be a list of user ids')
    .max(FILTER_BY_IDS_MAX, `Ask for at most ${FILTER_BY_IDS_MAX} people at a time`),
});

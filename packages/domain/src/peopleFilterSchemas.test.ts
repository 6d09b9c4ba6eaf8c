import { describe, expect, it } from 'vitest';
import {
  checkPeopleFilter,
  defaultPeopleFilter,
  type PeopleFilterField,
  type PeopleFilterProblem,
} from './peopleFilter';
import { peopleFilterSchema } from './peopleFilterSchemas';

const problemOfMessage = new Map<string, PeopleFilterProblem>([
  ['peopleFilter.dateRangeInvalid', 'dateRangeInvalid'],
  ['peopleFilter.textTooLong', 'textTooLong'],
]);

/** The schema's answer in checkPeopleFilter's words: an issue of zod's own wording is `invalid`. */
function schemaAnswer(input: Record<string, unknown>) {
  const parsed = peopleFilterSchema.safeParse(input);
  if (parsed.success) return { ok: true, filter: parsed.data };
  const problems: Partial<Record<PeopleFilterField, PeopleFilterProblem>> = {};
  for (const issue of parsed.error.issues) {
    problems[issue.path[0] as PeopleFilterField] ??=
      problemOfMessage.get(issue.message) ?? 'invalid';
  }
  return { ok: false, problems };
}

const inputs: Record<string, unknown>[] = [
  {},
  { ...defaultPeopleFilter() },
  { ...defaultPeopleFilter(), text: '  Ana  María ' },
  { text: 'x'.repeat(100) },
  { text: 'x'.repeat(101) },
  { text: ` ${'x'.repeat(100)}  ` },
  { text: ` ${'x'.repeat(101)} ` },
  { text: '' },
  { text: '   ' },
  { text: 42 },
  { text: null },
  { last_active_within_days: 'any', joined_within_days: 90 },
  { last_active_within_days: 1, joined_within_days: 7 },
  { last_active_within_days: 14 },
  { last_active_within_days: '7' },
  { joined_within_days: null },
  { joined_within_days: 0, last_active_within_days: 'all' },
  { latency_bands: [] },
  { latency_bands: ['poor', 'good', 'poor'] },
  { latency_bands: ['HIGH'] },
  { latency_bands: 'good' },
  { skill_levels: [3, 1] },
  { skill_levels: [4] },
  { skill_levels: ['1'] },
  { skill_levels: null },
  { from_location: true },
  { from_location: 'yes' },
  { instruments: ['guitar', 'bass'], genres: ['jazz'] },
  { instruments: ['guitar', 7] },
  { genres: 'jazz' },
  { instruments: undefined, genres: undefined, text: undefined },
  { unknown: 'dropped', from_location: false },
  {
    latency_bands: ['x'],
    skill_levels: [0],
    last_active_within_days: 2,
    joined_within_days: 3,
    from_location: 1,
    instruments: [null],
    genres: [{}],
    text: 'y'.repeat(150),
  },
];

describe('checkPeopleFilter, the browser check of the people filter without zod', () => {
  it.each(inputs.map((input) => [JSON.stringify(input).slice(0, 80), input] as const))(
    'answers as peopleFilterSchema does: %s',
    (_, input) => {
      expect(checkPeopleFilter(input)).toEqual(schemaAnswer(input));
    },
  );

  it('gives a filter of its own, not the input arrays', () => {
    const input = defaultPeopleFilter();
    const checked = checkPeopleFilter(input);
    expect(checked.ok && checked.filter.latency_bands).not.toBe(input.latency_bands);
  });
});

describe('defaultPeopleFilter', () => {
  it('is the schema’s filter for an empty body', () => {
    expect(defaultPeopleFilter()).toEqual(peopleFilterSchema.parse({}));
  });
});

import { describe, expect, it } from 'vitest';
import {
  isRecordingPref,
  type ProfileField,
  type ProfileProblems,
  profileUpdateProblems,
} from './profile';
import { PROFILE_MESSAGE_IDS, type ProfileProblemKey } from './profileMessages';
import { type ProfileUpdate, profileUpdateSchema, recordingPrefSchema } from './profileSchemas';

// The schema words every refusal with a catalogue id; the rule answers the id's key.
const keyOfMessage = new Map(
  (Object.entries(PROFILE_MESSAGE_IDS) as [ProfileProblemKey, string][]).map(([key, id]) => [
    id,
    key,
  ]),
);

/** What the schema says, as the browser read it before: the first profile message of each field. */
function schemaProblems(change: unknown): ProfileProblems {
  const result = profileUpdateSchema.safeParse(change);
  const problems: ProfileProblems = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ProfileField | undefined;
    const key = keyOfMessage.get(issue.message);
    if (field && key && !problems[field]) problems[field] = key;
  }
  return problems;
}

const long = (n: number) => 'x'.repeat(n);
const changes: unknown[] = [
  {},
  { first_name: 'Ann' },
  { first_name: '' },
  { first_name: '   ' },
  { first_name: '\u202E' },
  { first_name: '\u0000' },
  { first_name: 'A\u0000' },
  { first_name: null },
  { first_name: 5 },
  { first_name: long(100) },
  { first_name: ` ${long(100)} ` },
  { first_name: long(101) },
  { first_name: `${long(100)}\u202E` },
  { last_name: '' },
  { last_name: long(101) },
  { last_name: undefined },
  { first_name: '', last_name: long(101) },
  { country: long(100) },
  { country: long(101) },
  { state: long(101) },
  { city: long(101), biography: long(4000) },
  { biography: long(4001) },
  { biography: null },
  { biography: 3 },
  { country: 'A\u0000' },
  { virtual_band_commitment: 1 },
  { virtual_band_commitment: 5 },
  { virtual_band_commitment: null },
  { virtual_band_commitment: '1' },
  { traditional_band_commitment: 0 },
  { cowriting_purpose: 2 },
  { cowriting_purpose: 3 },
  { instruments: [] },
  { instruments: [{ instrument_id: 'bass', proficiency_level: 3, priority: 0 }] },
  { instruments: [{ instrument_id: 'bass', proficiency_level: 4, priority: 0 }] },
  { instruments: [{ instrument_id: '', proficiency_level: 1, priority: -1 }] },
  { instruments: [{ instrument_id: '', proficiency_level: 0, priority: -1 }] },
  { instruments: [null, { instrument_id: 'x', proficiency_level: 2, priority: 0 }] },
  { instruments: [[], { instrument_id: 'x', proficiency_level: 9, priority: 0 }] },
  { instruments: 'bass' },
  { genres: [{ genre_id: 'jazz', genre_type: 'band' }] },
  { paid_sessions_hourly_rate: -1, free_sessions: 'yes' },
  { recording_pref: 0 },
  { recording_pref: 2 },
  { recording_pref: 3 },
  { recording_pref: '1' },
  { recording_pref: null },
  {
    first_name: ' ',
    country: long(101),
    virtual_band_commitment: 9,
    cowriting_purpose: 0,
    instruments: [{ instrument_id: 'a', proficiency_level: 7, priority: 0 }],
    recording_pref: 5,
  },
];

describe('profileUpdateProblems: the profile schema’s answers without zod', () => {
  it.each(changes.map((change) => [JSON.stringify(change), change]))(
    'gives the schema’s message keys for %s',
    (_, change) => {
      expect(profileUpdateProblems(change as ProfileUpdate)).toEqual(schemaProblems(change));
    },
  );

  it('words the problems the editor shows', () => {
    expect(profileUpdateProblems({ first_name: '  ' })).toEqual({
      first_name: 'firstNameRequired',
    });
    expect(profileUpdateSchema.safeParse({ last_name: '' }).error?.issues[0]?.message).toBe(
      'person.lastNameRequired',
    );
    expect(profileUpdateProblems({ biography: long(4001) })).toEqual({ biography: 'textTooLong' });
  });
});

describe('isRecordingPref', () => {
  it('accepts what recordingPrefSchema accepts', () => {
    for (const value of [0, 1, 2, 3, -1, '1', null, undefined, 1.5]) {
      expect(isRecordingPref(value)).toBe(recordingPrefSchema.safeParse(value).success);
    }
  });
});

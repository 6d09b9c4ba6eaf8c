import { describe, expect, it } from 'vitest';
import { domainText } from './domainMessages';
import {
  autosaveDelayMs,
  avatarUploadProblem,
  finishProfileSave,
  INITIAL_PROFILE_AUTOSAVE,
  profileChanged,
  profileSaveDue,
  RECORDING_PREF_LABELS,
  RECORDING_PREFS,
  startProfileSave,
  warnsOnLeave,
} from './profile';
import { avatarUpdateSchema, profileUpdateSchema, recordingPrefSchema } from './profileSchemas';

describe('recording_pref (part 1 §5, §9: 0 none, 1 my audio, 2 my audio and session mix)', () => {
  it('names the three preferences', () => {
    expect(RECORDING_PREFS).toEqual({ none: 0, myAudio: 1, myAudioAndSessionMix: 2 });
    expect(Object.values(RECORDING_PREF_LABELS)).toEqual([
      'recordingPrefNone',
      'recordingPrefMyAudio',
      'recordingPrefMyAudioAndSessionMix',
    ]);
  });

  it('accepts 0, 1 or 2 only', () => {
    expect([0, 1, 2].map((v) => recordingPrefSchema.safeParse(v).success)).toEqual([
      true,
      true,
      true,
    ]);
    const bad = recordingPrefSchema.safeParse(3);
    expect(bad.error?.issues[0]?.message).toBe('profile.recordingPrefInvalid');
    expect(domainText('profile.recordingPrefInvalid')).toBe(
      'Recording preference is one of 0, 1 or 2',
    );
    expect(recordingPrefSchema.safeParse('1').success).toBe(false);
  });
});

describe('profileUpdateSchema (part 1 §3 Profile, §7 POST /users/{id})', () => {
  it('accepts a partial update of any profile field', () => {
    expect(profileUpdateSchema.parse({ recording_pref: 2 })).toEqual({ recording_pref: 2 });
    expect(profileUpdateSchema.parse({ accept_desktop_notifications: true })).toEqual({
      accept_desktop_notifications: true,
    });
  });

  it('accepts the whole profile with instruments and genres', () => {
    const parsed = profileUpdateSchema.parse({
      first_name: ' Ann ',
      last_name: 'Lee',
      country: 'US',
      state: 'TX',
      city: 'Austin',
      biography: 'Bass player',
      subscribe_email: true,
      virtual_band: true,
      virtual_band_commitment: 2,
      traditional_band: false,
      traditional_band_commitment: null,
      traditional_band_touring: null,
      cowriting: true,
      cowriting_purpose: 1,
      paid_sessions: true,
      paid_sessions_hourly_rate: 5000,
      paid_sessions_daily_rate: null,
      free_sessions: false,
      instruments: [{ instrument_id: 'bass', proficiency_level: 3, priority: 0 }],
      genres: [{ genre_id: 'jazz' }],
      accept_desktop_notifications: false,
      recording_pref: 1,
    });
    expect(parsed.first_name).toBe('Ann');
    expect(parsed.genres).toEqual([{ genre_id: 'jazz', genre_type: 'profile' }]);
  });

  it('refuses a blank name, a proficiency outside 1-3 and another genre_type', () => {
    const blank = profileUpdateSchema.safeParse({ first_name: '  ' });
    expect(blank.error?.issues[0]?.message).toBe('person.firstNameRequired');
    expect(domainText('person.firstNameRequired')).toBe('First Name is required');
    const level = profileUpdateSchema.safeParse({
      instruments: [{ instrument_id: 'bass', proficiency_level: 4, priority: 0 }],
    });
    expect(level.error?.issues[0]?.message).toBe('profile.proficiencyInvalid');
    expect(domainText('profile.proficiencyInvalid')).toBe('Proficiency is 1, 2 or 3');
    expect(
      profileUpdateSchema.safeParse({ genres: [{ genre_id: 'jazz', genre_type: 'band' }] }).success,
    ).toBe(false);
    expect(profileUpdateSchema.safeParse({ virtual_band_commitment: 5 }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ paid_sessions_hourly_rate: -1 }).success).toBe(false);
  });
});

describe('profile autosave (part 1 §4: text changes after a 2 s pause, other changes immediately)', () => {
  it('waits 2 s after a text change and saves other changes at once', () => {
    expect(autosaveDelayMs('biography')).toBe(2_000);
    expect(autosaveDelayMs('first_name')).toBe(2_000);
    expect(autosaveDelayMs('country')).toBe(0);
    expect(autosaveDelayMs('recording_pref')).toBe(0);
  });

  it('restarts the 2 s pause on each keystroke', () => {
    let state = profileChanged(INITIAL_PROFILE_AUTOSAVE, { biography: 'B' }, 1_000);
    state = profileChanged(state, { biography: 'Ba' }, 2_500);
    expect(profileSaveDue(state, 4_499)).toBe(false);
    expect(profileSaveDue(state, 4_500)).toBe(true);
    expect(state.pending).toEqual({ biography: 'Ba' });
  });

  it('saves a non-text change at once, taking waiting text with it', () => {
    let state = profileChanged(INITIAL_PROFILE_AUTOSAVE, { biography: 'Bass' }, 1_000);
    state = profileChanged(state, { virtual_band: true }, 1_200);
    expect(profileSaveDue(state, 1_200)).toBe(true);
    const { body } = startProfileSave(state);
    expect(body).toEqual({ biography: 'Bass', virtual_band: true });
  });

  it('is saving until the save ends, and starts no second save meanwhile', () => {
    const changed = profileChanged(INITIAL_PROFILE_AUTOSAVE, { country: 'US' }, 0);
    const { state: saving } = startProfileSave(changed);
    expect(saving.saving).toBe(true);
    const editedMeanwhile = profileChanged(saving, { city: 'Austin' }, 10);
    expect(profileSaveDue(editedMeanwhile, 10)).toBe(false);
    const done = finishProfileSave(editedMeanwhile, { ok: true });
    expect(done.saving).toBe(false);
    expect(profileSaveDue(done, 10)).toBe(true);
  });

  it('warns on leaving during a save or while changes wait', () => {
    expect(warnsOnLeave(INITIAL_PROFILE_AUTOSAVE)).toBe(false);
    const waiting = profileChanged(INITIAL_PROFILE_AUTOSAVE, { biography: 'x' }, 0);
    expect(warnsOnLeave(waiting)).toBe(true);
    expect(warnsOnLeave(startProfileSave(waiting).state)).toBe(true);
  });

  it('keeps unsaved fields after a failed save, newer edits winning', () => {
    const changed = profileChanged(INITIAL_PROFILE_AUTOSAVE, { city: 'Austin', state: 'TX' }, 0);
    const { state: saving, body } = startProfileSave(changed);
    const edited = profileChanged(saving, { city: 'Dallas' }, 5);
    const failed = finishProfileSave(edited, { ok: false, body });
    expect(failed.saving).toBe(false);
    expect(failed.pending).toEqual({ city: 'Dallas', state: 'TX' });
    expect(warnsOnLeave(failed)).toBe(true);
  });
});

describe('avatar (part 1 §5 Avatar upload, §8 avatar messages)', () => {
  it('refuses an image under 200x200 pixels', () => {
    expect(avatarUploadProblem({ width: 199, height: 400 })).toBe('avatarTooSmall');
    expect(avatarUploadProblem({ width: 400, height: 199 })).toBe('avatarTooSmall');
    expect(avatarUploadProblem({ width: 200, height: 200 })).toBeNull();
  });

  it('needs the url of the new avatar', () => {
    expect(avatarUpdateSchema.parse({ url: '/files/a.png' })).toEqual({ url: '/files/a.png' });
    expect(avatarUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'profile.avatarUrlRequired',
    );
    expect(domainText('profile.avatarUrlRequired')).toBe('An image is required');
  });
});

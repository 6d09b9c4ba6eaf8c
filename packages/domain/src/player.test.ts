import { describe, expect, it } from 'vitest';
import type { Track } from './jamtrack';
import type { Mixdown, SigningState } from './packages';
import {
  AUDIO_START_VOLUME,
  activeSelectionPayload,
  chooseSelection,
  downloadUrl,
  eligibleMixdowns,
  eligibleStems,
  formatPlayerTime,
  initialPlayerSelection,
  PLAYER_OPEN_FOLLOW_UP_MS,
  PLAYER_PROGRESS_INTERVAL_MS,
  playerOpenPlan,
  playersToPause,
} from './player';

function track(id: string, track_type: Track['track_type']): Track {
  return { id, track_type, part: null, instrument: null, preview_mp3_url: null };
}

function mix(id: string, signing_state: SigningState): Mixdown {
  return {
    id,
    name: `Mix ${id}`,
    packages: [
      {
        id: `p-${id}`,
        file_type: 'mp3',
        encrypt_type: null,
        sample_rate: 48,
        signing_state,
        packaging_steps: 1,
        current_packaging_step: 1,
        queue_time: 0,
        error_reason: null,
      },
    ],
  };
}

const jamTrack = {
  id: 'jt1',
  can_download: true,
  tracks: [track('m', 'Master'), track('g', 'Track'), track('c', 'Click')],
  mixdowns: [mix('ok', 'SIGNED'), mix('busy', 'SIGNING'), mix('bad', 'QUEUED_TIMEOUT')],
  last_mixdown_id: null as string | null,
  last_stem_id: null as string | null,
};

describe('player constants (part 2 §9)', () => {
  it('starts audio at 0.75, refreshes progress every 500 ms, follows up after 15 s', () => {
    expect(AUDIO_START_VOLUME).toBe(0.75);
    expect(PLAYER_PROGRESS_INTERVAL_MS).toBe(500);
    expect(PLAYER_OPEN_FOLLOW_UP_MS).toBe(15_000);
  });
});

describe('eligible selections (part 2 §4 Player)', () => {
  it('offers custom mixes with a signed mp3 only', () => {
    expect(eligibleMixdowns(jamTrack).map((m) => m.id)).toEqual(['ok']);
  });

  it('offers stems of type Track or Click', () => {
    expect(eligibleStems(jamTrack).map((t) => t.id)).toEqual(['g', 'c']);
  });
});

describe('initialPlayerSelection (part 2 §4 last mixdown, else last stem, else master)', () => {
  it('starts on the last mixdown', () => {
    expect(
      initialPlayerSelection({ ...jamTrack, last_mixdown_id: 'ok', last_stem_id: 'g' }),
    ).toEqual({
      kind: 'mixdown',
      id: 'ok',
    });
  });

  it('falls back to the last stem, then the master', () => {
    expect(initialPlayerSelection({ ...jamTrack, last_stem_id: 'c' })).toEqual({
      kind: 'stem',
      id: 'c',
    });
    expect(initialPlayerSelection(jamTrack)).toEqual({ kind: 'master' });
  });

  it('skips a last mixdown that is not signed and a last stem that is the master', () => {
    expect(
      initialPlayerSelection({ ...jamTrack, last_mixdown_id: 'busy', last_stem_id: 'm' }),
    ).toEqual({
      kind: 'master',
    });
  });
});

describe('chooseSelection (part 2 §4 choosing an unsigned custom mix)', () => {
  it('plays the master, a known stem and a signed mix', () => {
    expect(chooseSelection(jamTrack, { kind: 'master' }).kind).toBe('play');
    expect(chooseSelection(jamTrack, { kind: 'stem', id: 'g' }).kind).toBe('play');
    expect(chooseSelection(jamTrack, { kind: 'mixdown', id: 'ok' })).toEqual({
      kind: 'play',
      selection: { kind: 'mixdown', id: 'ok' },
    });
  });

  it('opens the retry confirmation for a failed mix', () => {
    expect(chooseSelection(jamTrack, { kind: 'mixdown', id: 'bad' })).toEqual({
      kind: 'confirmRetry',
      mixdownId: 'bad',
      prompt: 'neverBuilt',
    });
  });

  it('waits for a mix that is still building', () => {
    expect(chooseSelection(jamTrack, { kind: 'mixdown', id: 'busy' })).toEqual({ kind: 'wait' });
  });

  it('refuses unknown mixes and stems', () => {
    expect(chooseSelection(jamTrack, { kind: 'mixdown', id: 'nope' })).toEqual({
      kind: 'unavailable',
    });
    expect(chooseSelection(jamTrack, { kind: 'stem', id: 'm' })).toEqual({ kind: 'unavailable' });
  });
});

describe('activeSelectionPayload (part 2 §7 POST /jamtracks/{id}/mixdowns/active)', () => {
  it('records the mixdown or stem chosen', () => {
    expect(activeSelectionPayload('jt1', { kind: 'master' })).toEqual({
      id: 'jt1',
      mixdown_id: null,
      stem_id: null,
    });
    expect(activeSelectionPayload('jt1', { kind: 'mixdown', id: 'ok' })).toMatchObject({
      mixdown_id: 'ok',
    });
    expect(activeSelectionPayload('jt1', { kind: 'stem', id: 'g' })).toMatchObject({
      stem_id: 'g',
    });
  });
});

describe('downloadUrl (part 2 §7 direct download addresses)', () => {
  const base = { siteUrl: 'https://backline.example/', jamTrack, visitorMark: 'v 1' };

  it('builds the master, stem and mixdown mp3 addresses with download=1 and the visitor mark', () => {
    expect(downloadUrl({ ...base, selection: { kind: 'master' } })).toBe(
      'https://backline.example/jamtracks/jt1/stems/master/download.mp3?file_type=mp3&download=1&mark=v%201',
    );
    expect(downloadUrl({ ...base, selection: { kind: 'stem', id: 'g' } })).toBe(
      'https://backline.example/jamtracks/jt1/stems/g/download.mp3?file_type=mp3&download=1&mark=v%201',
    );
    expect(downloadUrl({ ...base, selection: { kind: 'mixdown', id: 'ok' } })).toBe(
      'https://backline.example/mixdowns/ok/download.mp3?file_type=mp3&sample_rate=48&download=1&mark=v%201',
    );
  });

  it('gives nothing when can_download is false or the mix is not signed', () => {
    expect(
      downloadUrl({
        ...base,
        jamTrack: { ...jamTrack, can_download: false },
        selection: { kind: 'master' },
      }),
    ).toBeNull();
    expect(downloadUrl({ ...base, selection: { kind: 'mixdown', id: 'busy' } })).toBeNull();
    expect(downloadUrl({ ...base, selection: { kind: 'mixdown', id: 'nope' } })).toBeNull();
  });
});

describe('playerOpenPlan (part 2 §4 Web player first open)', () => {
  it('records the open event and follows up after 15 s on a first open', () => {
    expect(playerOpenPlan({ first_opened_jamtrack_web_player: false })).toEqual({
      recordEvent: 'jamtrack_web_player_open',
      progressionAfterMs: 15_000,
    });
  });

  it('does not follow up when the player was opened before', () => {
    expect(
      playerOpenPlan({ first_opened_jamtrack_web_player: true }).progressionAfterMs,
    ).toBeNull();
  });
});

describe('playersToPause (part 2 §4 starting one track pauses any other)', () => {
  it('pauses every other playing track', () => {
    expect(playersToPause(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('formatPlayerTime (part 2 §9 progress display)', () => {
  it.each([
    [0, '0:00'],
    [65.9, '1:05'],
    [3_725, '1:02:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatPlayerTime(seconds)).toBe(text);
  });
});

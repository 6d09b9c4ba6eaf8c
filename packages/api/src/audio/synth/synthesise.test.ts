import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../format';
import { detectOnsets, foldToMono, peak, rmsDbfs } from '../test/signals';
import {
  arrange,
  DEFAULT_PARTS,
  parseKey,
  SongDescriptionError,
  songSections,
  validateSong,
} from './song';
import { excerpt, PREVIEW_SECONDS, synthesiseStems } from './synthesise';

// Thirteen bars at 200 bpm: intro, a 4-bar verse, outro and the final hit; quick to synthesise.
const SHORT = { seed: 'test-song', bpm: 200, key: 'E minor', seconds: 16 };

describe('song descriptions', () => {
  it.each([
    ['E minor', { tonic: 4, minor: true }],
    ['Em', { tonic: 4, minor: true }],
    ['Bb major', { tonic: 10, minor: false }],
    ['F#m', { tonic: 6, minor: true }],
    ['C', { tonic: 0, minor: false }],
  ])('reads the key %s', (text, key) => {
    expect(parseKey(text)).toMatchObject(key);
  });

  it('refuses keys it cannot read and catalogue songs outside 60–120 s', () => {
    expect(() => parseKey('H minor')).toThrow(SongDescriptionError);
    expect(() => validateSong({ ...SHORT, seconds: 59 })).toThrow(SongDescriptionError);
    expect(() => validateSong({ ...SHORT, seconds: 121 })).toThrow(SongDescriptionError);
    expect(() => validateSong({ ...SHORT, seconds: 60 })).not.toThrow();
  });

  it('arranges intro, verses and choruses, outro and a final hit, one chord a bar', () => {
    const arrangement = arrange({ ...SHORT, bpm: 120, seconds: 90 });
    expect(arrangement.bars).toBe(45);
    expect(arrangement.sections.map((section) => section.kind)).toEqual([
      'intro',
      'verse',
      'chorus',
      'verse',
      'chorus',
      'outro',
      'ending',
    ]);
    expect(arrangement.chords).toHaveLength(45);
    expect(arrangement.totalSamples).toBe(90 * SAMPLE_RATE);
  });
});

describe('synthesiseStems', () => {
  const song = synthesiseStems(SHORT);

  it('makes drums, bass, guitar, keys, vocal line and click, each with sound and headroom', () => {
    expect(song.tracks).toHaveLength(DEFAULT_PARTS.length);
    for (const track of song.tracks) {
      expect(track.length).toBe(16 * SAMPLE_RATE);
      expect(peak(track)).toBeGreaterThan(0.05);
      expect(peak(track)).toBeLessThan(0.8);
    }
  });

  it('is the same for the same description and different for another seed', () => {
    const again = synthesiseStems(SHORT);
    expect(again.master).toEqual(song.master);
    const other = synthesiseStems({ ...SHORT, seed: 'another-song' });
    expect(other.master).not.toEqual(song.master);
  });

  it('puts the click on every beat, the first at time zero', () => {
    const click = song.tracks[DEFAULT_PARTS.findIndex((part) => part.voice === 'click')]!;
    const onsets = detectOnsets(click, 0.2, 0.05);
    const beat = 60 / SHORT.bpm;
    expect(onsets.length).toBe(Math.ceil(16 / beat));
    for (const [index, time] of onsets.entries()) {
      expect(Math.abs(time - index * beat)).toBeLessThan(0.002);
    }
  });

  it('mixes the master from every track but the click, under full scale', () => {
    expect(peak(song.master)).toBeLessThanOrEqual(10 ** (-1 / 20) + 1e-6);
    const withoutClick = synthesiseStems(
      SHORT,
      DEFAULT_PARTS.filter((part) => part.voice !== 'click'),
    );
    expect(withoutClick.master).toEqual(song.master);
  });

  it('cuts previews of the preview length with fades at both ends, in stereo', () => {
    const preview = excerpt(song.master, 0, 5);
    expect(preview.length).toBe(5 * SAMPLE_RATE);
    expect(preview.channels).toHaveLength(2);
    for (const channel of preview.channels) {
      expect(channel[0]).toBe(0);
      expect(Math.abs(channel[channel.length - 1]!)).toBeLessThan(1e-3);
    }
    expect(PREVIEW_SECONDS).toBe(20);
  });

  it('gives the band a stereo image: guitar left, keys right, a little width on the drums; bass, vocal and click in the centre', () => {
    const track = (voice: string) =>
      song.tracks[DEFAULT_PARTS.findIndex((part) => part.voice === voice)]!;
    // Centred parts are one channel (stored mono, played on both sides).
    for (const voice of ['bass', 'vocal', 'click']) expect(track(voice).channels).toHaveLength(1);
    const sides = (voice: string) => {
      const [left, right] = track(voice).channels as [Float32Array, Float32Array];
      return { left: rmsDbfs(left), right: rmsDbfs(right) };
    };
    expect(sides('strum').left - sides('strum').right).toBeGreaterThan(2);
    expect(sides('keys').right - sides('keys').left).toBeGreaterThan(2);
    const drums = track('drums').channels as [Float32Array, Float32Array];
    const difference = drums[0].map((sample, i) => sample - drums[1][i]!);
    expect(rmsDbfs(difference)).toBeGreaterThan(rmsDbfs(foldToMono(track('drums'))) - 30);
    // The master: two channels that differ audibly, neither silent.
    const [left, right] = song.master.channels as [Float32Array, Float32Array];
    const side = left.map((sample, i) => sample - right[i]!);
    expect(rmsDbfs(side)).toBeGreaterThan(rmsDbfs(foldToMono(song.master)) - 25);
  });
});

describe('songSections (the studio’s section markers)', () => {
  it('gives the song form in seconds, the final hit inside the outro, up to the end', () => {
    const arrangement = arrange({ ...SHORT, bpm: 120, seconds: 90 });
    // 2 s a bar at 120 bpm: intro 4 bars, verse/chorus 8 bars each, outro to the end.
    expect(songSections(arrangement)).toEqual([
      { kind: 'intro', start: 0, end: 8 },
      { kind: 'verse', start: 8, end: 24 },
      { kind: 'chorus', start: 24, end: 40 },
      { kind: 'verse', start: 40, end: 56 },
      { kind: 'chorus', start: 56, end: 80 },
      { kind: 'outro', start: 80, end: 90 },
    ]);
  });
});

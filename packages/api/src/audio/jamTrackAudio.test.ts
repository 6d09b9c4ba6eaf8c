import { decodePeaks, STUDIO_PEAKS_BASE64_LENGTH } from '@backline/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoDataLoads, jamTracks, jamTrackTracks } from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import { tinyJamTrack } from '../jobs/mixdown.testing';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { seedCatalogue } from '../test/store';
import {
  previewUrl,
  queueDemoAudio,
  renderJamTrackAudio,
  songOf,
  synthPartOf,
} from './jamTrackAudio';
import { encodeMp3 } from './mp3Encoder';
import { arrange, songSections } from './synth/song';
import {
  type SongTrack,
  type synthesiseSong,
  trackAudioKey,
  trackPreviewKey,
} from './synthesiseSong';
import { sineWave } from './test/signals';

let t: TestPlatform;
let catalogue: DemoJamTrack[];

beforeAll(async () => {
  t = await startTestPlatform('jamtrack-audio');
});

afterAll(async () => {
  await t?.close();
});

/** Stands in for the audio process: tiny files, the parts it was asked for remembered. */
function fakeSynthesiser(asked: SongTrack[][]): typeof synthesiseSong {
  return async (files, song, tracks) => {
    asked.push([...tracks]);
    const stored = [];
    for (const track of tracks) {
      const audio = await files.putAt(trackAudioKey(track.id), new Uint8Array([1, 2, 3]));
      const preview = await files.putAt(trackPreviewKey(track.id), new Uint8Array([4]));
      stored.push({ id: track.id, audioKey: audio.key, previewKey: preview.key, peaks: 'peaks' });
    }
    return { seconds: song.seconds, tracks: stored };
  };
}

describe(`JamTrack audio (${testDatabase})`, () => {
  beforeEach(async () => {
    await t.reset();
    // Not among the test platform's data tables: the demo tests own that table.
    await t.platform.db.delete(demoDataLoads).where(eq(demoDataLoads.name, 'jamtracks-catalogue'));
    catalogue = await seedCatalogue(t);
  });

  it('synthesises every track of a JamTrack and points the rows at the files', async () => {
    const jamTrack = catalogue.find((entry) => entry.slug === 'the-amber-lights-northbound')!;
    const asked: SongTrack[][] = [];
    const deps = { ...t.platform, synthesise: fakeSynthesiser(asked) };
    expect(await renderJamTrackAudio(deps, jamTrack.id)).toBe('rendered');

    // Master first (the mix), then each stem as its instrument plays, the click last.
    expect(asked[0]!.map((track) => track.part)).toEqual([
      'master',
      { voice: 'drums' },
      { voice: 'bass' },
      { voice: 'strum', variant: 0 },
      { voice: 'lead', timbre: 'pluck' },
      { voice: 'vocal' },
      { voice: 'click' },
    ]);
    const rows = await t.platform.db
      .select()
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, jamTrack.id));
    for (const row of rows) {
      expect(row.audioFile).toBe(trackAudioKey(row.id));
      expect(row.previewMp3Url).toBe(previewUrl(jamTrack.id, row.id));
      expect(await t.platform.files.read(row.audioFile!)).not.toBeNull();
    }
    const [stored] = await t.platform.db
      .select({ durationSeconds: jamTracks.durationSeconds })
      .from(jamTracks)
      .where(eq(jamTracks.id, jamTrack.id));
    expect(stored!.durationSeconds).toBe(songOf(jamTrack).seconds);

    // A retried job finds the audio there and does nothing.
    expect(await renderJamTrackAudio(deps, jamTrack.id)).toBe('present');
    expect(asked).toHaveLength(1);
  });

  it('stores the peaks and the sections the synthesiser gives (the studio’s waveform)', async () => {
    const jamTrack = catalogue.find((entry) => entry.slug === 'the-amber-lights-northbound')!;
    const sections = [
      { kind: 'intro' as const, start: 0, end: 8 },
      { kind: 'outro' as const, start: 8, end: 60 },
    ];
    const plain = fakeSynthesiser([]);
    const synthesise: typeof synthesiseSong = async (files, song, tracks) => {
      const stored = await plain(files, song, tracks);
      return {
        ...stored,
        sections,
        tracks: stored.tracks.map((track) => ({ ...track, peaks: `peaks of ${track.id}` })),
      };
    };
    await renderJamTrackAudio({ ...t.platform, synthesise }, jamTrack.id);
    const rows = await t.platform.db
      .select()
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, jamTrack.id));
    for (const row of rows) expect(row.peaks).toBe(`peaks of ${row.id}`);
    const [stored] = await t.platform.db
      .select({ sections: jamTracks.sections })
      .from(jamTracks)
      .where(eq(jamTracks.id, jamTrack.id));
    expect(stored!.sections).toEqual(sections);
  });

  it('computes the peaks of audio stored before the studio kept them, once', async () => {
    const song = await tinyJamTrack(t, 'old-song');
    const synthesise = fakeSynthesiser([]);
    expect(await renderJamTrackAudio({ ...t.platform, synthesise }, song.id)).toBe('peaks');
    const rows = await t.platform.db
      .select()
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, song.id))
      .orderBy(asc(jamTrackTracks.position));
    const guitar = decodePeaks(rows[1]!.peaks!)!;
    expect(Math.max(...guitar.max)).toBeCloseTo(0.3, 1);
    expect(rows.every((row) => row.peaks?.length === STUDIO_PEAKS_BASE64_LENGTH)).toBe(true);
    expect(await renderJamTrackAudio({ ...t.platform, synthesise }, song.id)).toBe('present');
  });

  it('gives a demo JamTrack synthesised before the studio its peaks and its song form', async () => {
    const jamTrack = catalogue.find((entry) => entry.slug === 'the-amber-lights-northbound')!;
    await renderJamTrackAudio({ ...t.platform, synthesise: fakeSynthesiser([]) }, jamTrack.id);
    // As the audio was before peaks and sections were kept: real MP3s, no peaks, no sections.
    const mp3 = await encodeMp3(sineWave(220, 1, 0.3));
    const rows = await t.platform.db
      .select()
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, jamTrack.id));
    for (const row of rows) await t.platform.files.putAt(row.audioFile!, mp3);
    await t.platform.db
      .update(jamTrackTracks)
      .set({ peaks: null })
      .where(eq(jamTrackTracks.jamTrackId, jamTrack.id));
    await t.platform.db
      .update(jamTracks)
      .set({ sections: null })
      .where(eq(jamTracks.id, jamTrack.id));

    expect(await renderJamTrackAudio(t.platform, jamTrack.id)).toBe('peaks');
    const [stored] = await t.platform.db
      .select({ sections: jamTracks.sections })
      .from(jamTracks)
      .where(eq(jamTracks.id, jamTrack.id));
    expect(stored!.sections).toEqual(songSections(arrange(songOf(jamTrack))));
    expect(stored!.sections!.map((section) => section.kind)[0]).toBe('intro');
    const after = await t.platform.db
      .select({ peaks: jamTrackTracks.peaks })
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, jamTrack.id));
    for (const row of after) expect(row.peaks).toHaveLength(STUDIO_PEAKS_BASE64_LENGTH);
  });

  it('answers missing for an unknown JamTrack', async () => {
    const deps = { ...t.platform, synthesise: fakeSynthesiser([]) };
    expect(await renderJamTrackAudio(deps, '00000000-0000-4000-8000-000000000000')).toBe('missing');
  });

  it('queues audio for the first free JamTracks of the demo catalogue, once', async () => {
    await t.platform.db
      .insert(demoDataLoads)
      .values({ name: 'jamtracks-catalogue', seed: 0, musicians: 0, loadedAt: t.clock.now() });
    const queued = await queueDemoAudio(t.platform);
    const firstFree = [...catalogue]
      .filter((entry) => entry.allowFree)
      .sort((a, b) =>
        a.originalArtistSlug === b.originalArtistSlug
          ? a.nameSlug.localeCompare(b.nameSlug)
          : a.originalArtistSlug.localeCompare(b.originalArtistSlug),
      )
      .slice(0, 3)
      .map((entry) => entry.id);
    expect([...queued].sort()).toEqual([...firstFree].sort());

    await renderJamTrackAudio({ ...t.platform, synthesise: fakeSynthesiser([]) }, firstFree[0]!);
    expect(await queueDemoAudio(t.platform)).toHaveLength(2);
  });

  it('queues nothing without the demo catalogue', async () => {
    expect(await queueDemoAudio(t.platform)).toEqual([]);
  });
});

describe('what a catalogue track plays', () => {
  it.each([
    [{ trackType: 'Master', part: null, instrumentId: null }, null],
    [{ trackType: 'Click', part: null, instrumentId: null }, { voice: 'click' }],
    [{ trackType: 'Track', part: 'Brushes', instrumentId: 'drums' }, { voice: 'drums' }],
    [{ trackType: 'Track', part: 'Walking bass', instrumentId: 'double-bass' }, { voice: 'bass' }],
    [{ trackType: 'Track', part: 'Organ', instrumentId: 'organ' }, { voice: 'keys' }],
    [{ trackType: 'Track', part: 'Rhythm', instrumentId: 'acoustic-guitar' }, { voice: 'strum' }],
    [
      { trackType: 'Track', part: 'Lead', instrumentId: 'electric-guitar' },
      { voice: 'lead', timbre: 'pluck' },
    ],
    [
      { trackType: 'Track', part: 'Melody', instrumentId: 'saxophone' },
      { voice: 'lead', timbre: 'reed' },
    ],
    [
      { trackType: 'Track', part: 'Fiddle', instrumentId: 'violin' },
      { voice: 'lead', timbre: 'bowed' },
    ],
    [{ trackType: 'Track', part: 'Vocal line', instrumentId: 'voice' }, { voice: 'vocal' }],
  ])('%o plays %o', (track, part) => {
    expect(synthPartOf(track)).toEqual(part);
  });

  it('makes a 60–75 s song at the JamTrack tempo and key, the same for the same slug', () => {
    const song = songOf({ slug: 'delta-smoke-levee-blues', tempoBpm: 92, musicalKey: 'Em' });
    expect(song).toMatchObject({ seed: 'delta-smoke-levee-blues', bpm: 92, key: 'Em' });
    expect(song.seconds).toBeGreaterThanOrEqual(60);
    expect(song.seconds).toBeLessThanOrEqual(75);
    expect(songOf({ slug: 'delta-smoke-levee-blues', tempoBpm: 92, musicalKey: 'Em' })).toEqual(
      song,
    );
  });
});

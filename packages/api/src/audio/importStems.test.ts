import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STUDIO_PEAKS_BASE64_LENGTH } from '@backline/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOggEncoder } from 'wasm-media-encoders';
import { jamTracks, jamTrackTracks } from '../db/schema';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { decodeAll } from './decode';
import { SAMPLE_RATE } from './format';
import { ImportError, importJamTrack, parseSectionsFile, stemRole } from './importStems';
import { previewUrl } from './jamTrackAudio';
import { readFrameHeader } from './lameTag';
import { encodeMp3 } from './mp3Encoder';
import { clickTrain, sineWave, toneLevel } from './test/signals';
import { encodeWav } from './test/wav';

let t: TestPlatform;
let folder: string;

/**
 * A 16-bit stereo WAV at 44.1 kHz: what a studio export often is. Both channels the same (a mono
 * part exported as stereo) unless the right one gets its own frequency.
 */
function stereoWav44(frequency: number, seconds: number, rightFrequency = frequency): Uint8Array {
  const rate = 44_100;
  const frames = Math.round(seconds * rate);
  const bytes = new Uint8Array(44 + frames * 4);
  const view = new DataView(bytes.buffer);
  const mono = encodeWav(new Float32Array(0), rate);
  bytes.set(mono.subarray(0, 44));
  view.setUint32(4, 36 + frames * 4, true);
  view.setUint16(22, 2, true);
  view.setUint32(28, rate * 4, true);
  view.setUint16(32, 4, true);
  view.setUint32(40, frames * 4, true);
  for (let i = 0; i < frames; i += 1) {
    const sample = (hz: number) => Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 8_000);
    view.setInt16(44 + i * 4, sample(frequency), true);
    view.setInt16(46 + i * 4, sample(rightFrequency), true);
  }
  return bytes;
}

async function ogg(samples: Float32Array): Promise<Uint8Array> {
  const encoder = await createOggEncoder();
  encoder.configure({ sampleRate: SAMPLE_RATE, channels: 1, vbrQuality: 4 });
  const head = encoder.encode([samples]).slice();
  const tail = encoder.finalize().slice();
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

beforeAll(async () => {
  t = await startTestPlatform('jamtrack-import');
  folder = await mkdtemp(join(tmpdir(), 'backline-import-'));
  await writeFile(join(folder, '01 Bass.wav'), stereoWav44(110, 2));
  await writeFile(join(folder, '02 Lead Guitar.mp3'), await encodeMp3(sineWave(440, 2, 0.3)));
  await writeFile(join(folder, '03 Vocals.ogg'), await ogg(sineWave(660, 1.5, 0.3)));
  await writeFile(join(folder, '04 Keys.wav'), stereoWav44(220, 2, 330));
  await writeFile(join(folder, 'click.wav'), encodeWav(clickTrain(0.5, 2), SAMPLE_RATE));
  await writeFile(join(folder, 'notes.txt'), 'not audio');
  await mkdir(join(folder, 'artwork'));
});

afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

describe(`importJamTrack (${testDatabase})`, () => {
  beforeEach(async () => {
    await t.reset();
  });

  it('imports every stem as a 48 kHz MP3 with a preview, a mixed Master first and the click last', async () => {
    const deps = { db: t.platform.db, files: t.platform.files };
    const imported = await importJamTrack(deps, folder, {
      name: 'Night Drive',
      artist: 'The Testers',
      bpm: 120,
      key: 'A minor',
      now: t.clock.now(),
    });
    expect(imported).toMatchObject({ slug: 'the-testers-night-drive', tracks: 6 });
    expect(imported.seconds).toBeCloseTo(2, 2);

    const [jamTrack] = await t.platform.db
      .select()
      .from(jamTracks)
      .where(eq(jamTracks.id, imported.id));
    expect(jamTrack).toMatchObject({ name: 'Night Drive', tempoBpm: 120, durationSeconds: 2 });
    const rows = await t.platform.db
      .select()
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, imported.id))
      .orderBy(asc(jamTrackTracks.position));
    expect(rows.map((row) => [row.trackType, row.instrumentId, row.part])).toEqual([
      ['Master', null, null],
      ['Track', 'bass-guitar', 'Bass'],
      ['Track', 'electric-guitar', 'Lead Guitar'],
      ['Track', 'voice', 'Vocals'],
      ['Track', 'keyboard', 'Keys'],
      ['Click', null, null],
    ]);
    for (const row of rows) expect(row.previewMp3Url).toBe(previewUrl(imported.id, row.id));

    // The 44.1 kHz bass, stereo with two equal channels, is stored mono at 48 kHz, as long as it was.
    const bassFile = (await t.platform.files.read(rows[1]!.audioFile!))!;
    expect(readFrameHeader(bassFile, 0)).toMatchObject({ sampleRate: 48_000, mono: true });
    const bass = await decodeAll(bassFile);
    expect(bass.channels).toHaveLength(1);
    expect(bass.length).toBe(2 * SAMPLE_RATE);
    expect(toneLevel(bass, 110)).toBeGreaterThan(0.05);
    // The keys keep their stereo image: 220 Hz left, 330 Hz right.
    const keys = await decodeAll((await t.platform.files.read(rows[4]!.audioFile!))!);
    const [left, right] = keys.channels as [Float32Array, Float32Array];
    expect(toneLevel(left, 220)).toBeGreaterThan(0.05);
    expect(toneLevel(left, 330)).toBeLessThan(0.005);
    expect(toneLevel(right, 330)).toBeGreaterThan(0.05);
    // The Master holds every stem but the click, in stereo (a stereo stem made it so).
    const masterFile = (await t.platform.files.read(rows[0]!.audioFile!))!;
    expect(readFrameHeader(masterFile, 0)).toMatchObject({ bitrateKbps: 192, mono: false });
    const master = await decodeAll(masterFile);
    for (const frequency of [110, 440, 660, 220, 330])
      expect(toneLevel(master, frequency)).toBeGreaterThan(0.015);
    expect(toneLevel(master.channels[1]!, 220)).toBeLessThan(0.005);
  });

  it('refuses a second import of the same song and an empty folder', async () => {
    const deps = { db: t.platform.db, files: t.platform.files };
    const options = { name: 'Twice', artist: 'The Testers', now: t.clock.now() };
    await importJamTrack(deps, folder, options);
    await expect(importJamTrack(deps, folder, options)).rejects.toThrow(ImportError);
    await expect(importJamTrack(deps, join(folder, 'artwork'), options)).rejects.toThrow(
      'no WAV, MP3 or Ogg files',
    );
  });
});

describe(`importJamTrack with sections and peaks (${testDatabase})`, () => {
  beforeEach(async () => {
    await t.reset();
  });

  it('stores the sections file’s sections and every track’s peaks', async () => {
    const sections = parseSectionsFile(
      JSON.stringify({
        sections: [
          { kind: 'intro', start: 0, end: 0.5 },
          { kind: 'verse', start: 0.5, end: 2, label: 'Verse 1' },
        ],
      }),
    );
    const deps = { db: t.platform.db, files: t.platform.files };
    const imported = await importJamTrack(deps, folder, {
      name: 'Sections',
      artist: 'The Testers',
      sections,
      now: t.clock.now(),
    });
    const [jamTrack] = await t.platform.db
      .select()
      .from(jamTracks)
      .where(eq(jamTracks.id, imported.id));
    expect(jamTrack!.sections).toEqual(sections);
    const rows = await t.platform.db
      .select()
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, imported.id));
    for (const row of rows) expect(row.peaks).toHaveLength(STUDIO_PEAKS_BASE64_LENGTH);
  });

  it('refuses sections past the end of the song, and a bad sections file', async () => {
    const deps = { db: t.platform.db, files: t.platform.files };
    await expect(
      importJamTrack(deps, folder, {
        name: 'Too Long',
        sections: [{ kind: 'outro', start: 1, end: 30 }],
        now: t.clock.now(),
      }),
    ).rejects.toThrow('ends at 30 s, after the song');
    expect(() => parseSectionsFile('{')).toThrow('not valid JSON');
    expect(() => parseSectionsFile('[{"kind":"middle","start":0,"end":1}]')).toThrow(ImportError);
    expect(() => parseSectionsFile('[{"kind":"middle","start":0,"end":1}]')).toThrow(
      'at 0.kind: A section is one of: intro, verse, pre-chorus, chorus, bridge, solo, break, outro.',
    );
    expect(() =>
      parseSectionsFile('{"sections":[{"kind":"verse","start":0,"end":1},{"kind":"coda"}]}'),
    ).toThrow('at sections.1.kind: A section is one of: intro, verse,');
    expect(() =>
      parseSectionsFile(
        '[{"kind":"verse","start":0,"end":10},{"kind":"chorus","start":5,"end":20}]',
      ),
    ).toThrow('at 1.start: Sections must be in order and must not overlap.');
    expect(() => parseSectionsFile('[{"kind":"verse","start":3,"end":1}]')).toThrow(
      'A section must end after it starts.',
    );
  });
});

describe('stemRole', () => {
  it.each([
    [
      '03 Lead Guitar.wav',
      { trackType: 'Track', instrumentId: 'electric-guitar', part: 'Lead Guitar' },
    ],
    ['kick_snare_kit.mp3', { trackType: 'Track', instrumentId: 'drums', part: 'kick snare kit' }],
    ['Upright Bass.ogg', { trackType: 'Track', instrumentId: 'double-bass', part: 'Upright Bass' }],
    ['Metronome.wav', { trackType: 'Click', instrumentId: null, part: null }],
    ['Tambura.wav', { trackType: 'Track', instrumentId: 'other', part: 'Tambura' }],
    ['00 Master.wav', 'master'],
  ])('reads %s', (file, role) => {
    expect(stemRole(file)).toEqual(role);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodePeaks,
  STUDIO_DEFAULT_SETTINGS,
  STUDIO_PEAK_BUCKETS,
  STUDIO_PEAKS_BASE64_LENGTH,
  type StudioData,
  type StudioSettings,
  studioDataSchema,
} from '@backline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../audio/format';
import { importJamTrack } from '../audio/importStems';
import { JAMTRACK_AUDIO_QUEUE } from '../audio/jamTrackAudio';
import { clickTrain, sineWave } from '../audio/test/signals';
import { encodeWav } from '../audio/test/wav';
import { queryRows } from '../db/client';
import { own, tinyJamTrack } from '../jobs/mixdown.testing';
import { UNKNOWN_STUDIO_STEM } from '../services/studio';
import { signInAgain } from '../test/accounts';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';
import { shopper } from '../test/store';

let t: TestPlatform;
let folder: string;

const SECTIONS = [
  { kind: 'intro' as const, start: 0, end: 1 },
  { kind: 'chorus' as const, start: 1, end: 2, label: 'Chorus 1' },
];

beforeAll(async () => {
  t = await startTestPlatform('studio');
  folder = await mkdtemp(join(tmpdir(), 'backline-studio-'));
  await writeFile(join(folder, '01 Bass.wav'), encodeWav(sineWave(110, 2, 0.5), SAMPLE_RATE));
  await writeFile(join(folder, '02 Guitar.wav'), encodeWav(sineWave(440, 2, 0.25), SAMPLE_RATE));
  await writeFile(join(folder, 'click.wav'), encodeWav(clickTrain(0.5, 2), SAMPLE_RATE));
});

afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

let songId: string;
let ana: Awaited<ReturnType<typeof shopper>>;
let ben: Awaited<ReturnType<typeof shopper>>;

const put = (client: TestClient, path: string, json: unknown) => client.call('PUT', path, { json });
const bytes = (body: unknown) => Buffer.byteLength(JSON.stringify(body));

beforeEach(async () => {
  await t.reset();
  const imported = await importJamTrack({ db: t.platform.db, files: t.platform.files }, folder, {
    name: 'Night Drive',
    artist: 'The Testers',
    bpm: 120,
    key: 'A minor',
    sections: SECTIONS,
    now: t.clock.now(),
  });
  songId = imported.id;
  ana = await shopper(t, 'ana@example.com', 'Ana');
  ben = await shopper(t, 'ben@example.com', 'Ben');
  await own(t, ana.id, songId);
});

describe(`GET /api/jamtracks/{id}/studio (${testDatabase})`, () => {
  it('serves the owner bpm, key, sections and every track’s peaks in a fixed size', async () => {
    const response = await ana.client.get(`/api/jamtracks/${songId}/studio`);
    expect(response.status).toBe(200);
    const data = studioDataSchema.parse(response.body) as StudioData;
    expect(data).toMatchObject({
      jamtrack_id: songId,
      bpm: 120,
      key: 'A minor',
      duration_seconds: 2,
      peak_buckets: STUDIO_PEAK_BUCKETS,
      sections: SECTIONS,
    });
    expect(data.tracks.map((track) => [track.track_type, track.instrument, track.part])).toEqual([
      ['Master', null, null],
      ['Track', 'bass-guitar', 'Bass'],
      ['Track', 'electric-guitar', 'Guitar'],
      ['Click', null, null],
    ]);
    for (const track of data.tracks) expect(track.peaks).toHaveLength(STUDIO_PEAKS_BASE64_LENGTH);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    // The peaks are the stems' own: the bass at 0.5, the guitar at 0.25.
    const bass = decodePeaks(data.tracks[1]!.peaks!)!;
    const guitar = decodePeaks(data.tracks[2]!.peaks!)!;
    expect(Math.max(...bass.max)).toBeCloseTo(0.5, 1);
    expect(Math.max(...guitar.max)).toBeCloseTo(0.25, 1);
    // Deterministic size: 4 tracks × 5464 characters of peaks and 696 bytes of the rest.
    expect(bytes(response.body)).toBe(4 * STUDIO_PEAKS_BASE64_LENGTH + 696);
  });

  it('asks a worker for the peaks of audio stored before they were kept', async () => {
    await t.platform.db.execute(sql`delete from pgboss.job where name = ${JAMTRACK_AUDIO_QUEUE}`);
    const old = await tinyJamTrack(t, 'old-song');
    await own(t, ana.id, old.id);
    const response = await ana.client.get(`/api/jamtracks/${old.id}/studio`);
    expect(response.status).toBe(200);
    const data = response.body as StudioData;
    expect(data.sections).toEqual([]);
    expect(data.tracks.map((track) => track.peaks)).toEqual([null, null, null, null]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const jobs = await queryRows<{ data: unknown }>(
      t.platform.db,
      sql`select data from pgboss.job where name = ${JAMTRACK_AUDIO_QUEUE} and state = 'created'`,
    );
    expect(jobs.map((job) => job.data)).toEqual([{ jamTrackId: old.id }]);
  });

  it('answers 401 signed out, 403 to a non-owner and 404 for no JamTrack', async () => {
    expect((await t.client().get(`/api/jamtracks/${songId}/studio`)).status).toBe(401);
    const other = await ben.client.get(`/api/jamtracks/${songId}/studio`);
    expect(other).toMatchObject({
      status: 403,
      body: { error: 'Only owners of this JamTrack can do this.' },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await ana.client.get(`/api/jamtracks/${id}/studio`);
      expect(missing).toMatchObject({
        status: 404,
        body: { error: 'This JamTrack does not exist.' },
      });
    }
  });
});

describe(`/api/jamtracks/{id}/studio/settings (${testDatabase})`, () => {
  const settingsPath = () => `/api/jamtracks/${songId}/studio/settings`;
  const stemIds = async () => {
    const data = (await ana.client.get(`/api/jamtracks/${songId}/studio`)).body as StudioData;
    return data.tracks.filter((track) => track.track_type !== 'Master').map((track) => track.id);
  };
  const practice = (stems: string[]): StudioSettings => ({
    tempo: 0.8,
    pitch: -2,
    loop: { start: 0.5, end: 1.5 },
    loopEnabled: true,
    countInBars: 2,
    masterVolume: 0.6,
    stems: stems.map((id, index) => ({ id, volume: 0.5, muted: index === 0, soloed: false })),
    trainer: { startPercent: 70, stepPercent: 5, passesPerStep: 2, maxPercent: 100 },
  });

  it('starts from the defaults and restores what was saved, on any device', async () => {
    expect((await ana.client.get(settingsPath())).body).toEqual(STUDIO_DEFAULT_SETTINGS);
    const settings = practice(await stemIds());
    const saved = await put(ana.client, settingsPath(), settings);
    expect(saved).toMatchObject({ status: 200, body: settings });
    // Another device: a second browser signed in to the same account.
    const phone = await signInAgain(t, 'ana@example.com');
    expect((await phone.get(settingsPath())).body).toEqual(settings);
    // Saved again: replaced, not added.
    const faster = { ...settings, tempo: 1.2 };
    await put(ana.client, settingsPath(), faster);
    expect((await ana.client.get(settingsPath())).body).toEqual(faster);
  });

  it('keeps each musician’s own: nobody reads or changes another’s', async () => {
    await own(t, ben.id, songId);
    await put(ana.client, settingsPath(), practice(await stemIds()));
    expect((await ben.client.get(settingsPath())).body).toEqual(STUDIO_DEFAULT_SETTINGS);
    await put(ben.client, settingsPath(), { ...STUDIO_DEFAULT_SETTINGS, pitch: 5 });
    expect((await ana.client.get(settingsPath())).body).toMatchObject({ pitch: -2 });
    expect((await ben.client.get(settingsPath())).body).toMatchObject({ pitch: 5 });
  });

  it('refuses a stranger (403), the signed out (401) and bad settings (400, by field)', async () => {
    expect((await ben.client.get(settingsPath())).status).toBe(403);
    expect((await put(ben.client, settingsPath(), STUDIO_DEFAULT_SETTINGS)).status).toBe(403);
    expect((await t.client().get(settingsPath())).status).toBe(401);
    const slow = await put(ana.client, settingsPath(), { ...STUDIO_DEFAULT_SETTINGS, tempo: 0.1 });
    expect(slow.status).toBe(400);
    expect(Object.keys((slow.body as { errors: object }).errors)).toEqual(['tempo']);
    const stranger = await put(ana.client, settingsPath(), {
      ...STUDIO_DEFAULT_SETTINGS,
      stems: [{ id: 'not-a-stem', volume: 1, muted: false, soloed: false }],
    });
    expect(stranger).toMatchObject({
      status: 400,
      body: { errors: { 'stems.0.id': [UNKNOWN_STUDIO_STEM] } },
    });
    const pastTheEnd = await put(ana.client, settingsPath(), {
      ...STUDIO_DEFAULT_SETTINGS,
      loop: { start: 1, end: 30 },
    });
    expect(pastTheEnd).toMatchObject({
      status: 400,
      body: { errors: { loop: [expect.any(String)] } },
    });
    const backwards = await put(ana.client, settingsPath(), {
      ...STUDIO_DEFAULT_SETTINGS,
      loop: { start: 5, end: 2 },
      trainer: { startPercent: 90, stepPercent: 5, passesPerStep: 2, maxPercent: 80 },
    });
    expect(backwards).toMatchObject({
      status: 400,
      body: {
        errors: {
          loop: ['The loop must end after it starts'],
          trainer: ['The trainer must end at or above its start'],
        },
      },
    });
    const broken = await ana.client.call('PUT', settingsPath(), {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await ana.client.get(settingsPath())).body).toEqual(STUDIO_DEFAULT_SETTINGS);
  });
});

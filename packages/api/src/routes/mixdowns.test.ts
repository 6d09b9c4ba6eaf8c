import {
  estimateBuildSeconds,
  type JamTrack,
  MIXDOWN_QUEUED_TIMEOUT_MS,
  MIXDOWN_QUIET_MS,
  MIXDOWN_QUIET_TIMEOUT_MS,
  MIXDOWN_SIGNING_TIMEOUT_MS,
  type Mixdown,
  type MixdownUpdate,
  measuredRenderSpeed,
} from '@backline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeAll } from '../audio/decode';
import { SAMPLE_RATE } from '../audio/format';
import { JAMTRACK_AUDIO_QUEUE } from '../audio/jamTrackAudio';
import { encodeMp3 } from '../audio/mp3Encoder';
import { mixdownFileKey } from '../audio/renderMix';
import type { PlanarAudio } from '../audio/samples';
import { foldToMono, sineWave, toneLevel } from '../audio/test/signals';
import { queryRows } from '../db/client';
import { analyticsEvents, jamTrackMixdownPackages, jamTracks, jamTrackTracks } from '../db/schema';
import { own, STEM_SECONDS, type TinyJamTrack, tinyJamTrack } from '../jobs/mixdown.testing';
import {
  type MixdownJobDeps,
  runMixdownJob,
  sweepMixdownTimeouts,
  type WatchdogTimers,
} from '../services/mixdownBuild';
import { MIXDOWN_QUEUE } from '../services/mixdowns';
import { listen } from '../test/events';
import {
  startTestPlatform,
  type TestClient,
  type TestPlatform,
  testDatabase,
} from '../test/platform';
import { shopper } from '../test/store';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('mixdowns');
});

afterAll(async () => {
  await t?.close();
});

function mixPayload(song: TinyJamTrack, overrides: Record<string, unknown> = {}) {
  return {
    jamTrackID: song.id,
    name: 'No guitar, slower',
    settings: {
      speed: 0.9,
      pitch: -2,
      'count-in': true,
      tracks: [
        { id: song.guitarId, mute: true },
        { id: song.bassId, mute: false },
        { id: song.clickId, mute: false },
      ],
    },
    ...overrides,
  };
}

async function createMix(client: TestClient, song: TinyJamTrack, name = 'No guitar, slower') {
  const response = await client.post('/api/mixdowns', mixPayload(song, { name }));
  expect(response.status).toBe(201);
  return response.body as Mixdown;
}

async function packageOf(mixdownId: string) {
  const [pkg] = await t.platform.db
    .select()
    .from(jamTrackMixdownPackages)
    .where(eq(jamTrackMixdownPackages.mixdownId, mixdownId));
  if (!pkg) throw new Error('no package');
  return pkg;
}

/** Watchdog timers ticked by the test. */
function manualTimers(): WatchdogTimers & { tick(): void } {
  const ticks = new Set<() => void>();
  return {
    every(_milliseconds, tick) {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
    tick() {
      for (const tick of ticks) tick();
    },
  };
}

function jobDeps(timers: WatchdogTimers = manualTimers()): MixdownJobDeps {
  const { db, files, bus, logger, jobs } = t.platform;
  return { db, files, bus, logger, jobs, clock: t.clock, timers };
}

const running = () => ({ signal: new AbortController().signal });

/** A test that renders real audio (once or twice) gets room on a loaded two-core machine. */
const RENDER_TEST_TIMEOUT_MS = 90_000;

let song: TinyJamTrack;
let ana: Awaited<ReturnType<typeof shopper>>;
let ben: Awaited<ReturnType<typeof shopper>>;

beforeEach(async () => {
  await t.reset();
  song = await tinyJamTrack(t);
  ana = await shopper(t, 'ana@example.com', 'Ana');
  ben = await shopper(t, 'ben@example.com', 'Ben');
  await own(t, ana.id, song.id);
});

describe(`POST /api/mixdowns (${testDatabase})`, () => {
  it('creates the owner’s mix in the spec’s shape, before any package', async () => {
    const response = await ana.client.post('/api/mixdowns', mixPayload(song));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'No guitar, slower',
      packages: [],
      jam_track_mixdown_id: null,
      origin: null,
    });
  });

  it('answers the form’s two messages, keyed by field', async () => {
    const noName = await ana.client.post('/api/mixdowns', mixPayload(song, { name: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ errors: { name: ['Mix name is required'] } });
    const nothingMuted = await ana.client.post('/api/mixdowns', {
      ...mixPayload(song),
      settings: {
        speed: 1,
        pitch: 0,
        'count-in': false,
        tracks: [{ id: song.bassId, mute: false }],
      },
    });
    expect(nothingMuted.status).toBe(400);
    expect(nothingMuted.body).toEqual({
      errors: { 'settings.tracks': ['Select at least one track to create a mix'] },
    });
  });

  it('refuses a tempo or pitch off the lists, the count-in as a track and foreign tracks', async () => {
    const settings = mixPayload(song).settings;
    const odd = await ana.client.post('/api/mixdowns', {
      ...mixPayload(song),
      settings: { ...settings, speed: 0.33, pitch: 13 },
    });
    expect(odd.status).toBe(400);
    expect(Object.keys((odd.body as { errors: object }).errors).sort()).toEqual([
      'settings.pitch',
      'settings.speed',
    ]);
    const countIn = await ana.client.post('/api/mixdowns', {
      ...mixPayload(song),
      settings: { ...settings, tracks: [{ id: 'count-in', mute: true }] },
    });
    expect(countIn.body).toEqual({
      errors: { 'settings.tracks': ['The count-in is sent as a setting, not as a track'] },
    });
    // The Master is no stem; nor is another JamTrack's track.
    const other = await tinyJamTrack(t, 'other-song');
    for (const id of [song.masterId, other.guitarId]) {
      const foreign = await ana.client.post('/api/mixdowns', {
        ...mixPayload(song),
        settings: { ...settings, tracks: [{ id, mute: true }] },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({
        errors: { 'settings.tracks': ['This track is not a stem of the JamTrack'] },
      });
    }
  });

  it('answers malformed bodies with 4xx, never a 500', async () => {
    const bodies = [
      'not json',
      '[]',
      'null',
      '{"jamTrackID": {"$gt": ""}}',
      JSON.stringify({ ...mixPayload(song), settings: 'fast' }),
      JSON.stringify({ ...mixPayload(song), settings: { tracks: [{ id: null, mute: 'yes' }] } }),
      JSON.stringify({ ...mixPayload(song), jamTrackID: 'not-a-uuid' }),
      JSON.stringify({ ...mixPayload(song), name: 42 }),
    ];
    for (const body of bodies) {
      const response = await ana.client.call('POST', '/api/mixdowns', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    for (const [path, body] of [
      ['/api/mixdowns/x/enqueue', '{"file_type": 3}'],
      ['/api/mixdowns/00000000-0000-4000-8000-000000000000/enqueue', 'nope'],
      [`/api/jamtracks/${song.id}/mixdowns/active`, '{"mixdown_id": {"a": 1}}'],
      [`/api/jamtracks/${song.id}/mixdowns/active`, '{"stem_id": "not-a-uuid"}'],
      ['/api/jamtracks/nope/mixdowns/active', '{}'],
    ] as const) {
      const response = await ana.client.call('POST', path, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} ${body}`).toBeLessThan(500);
    }
  });

  it('is for owners only: 401 signed out, 403 for a JamTrack not owned, 404 for none', async () => {
    expect((await t.client().post('/api/mixdowns', mixPayload(song))).status).toBe(401);
    const notOwned = await ben.client.post('/api/mixdowns', mixPayload(song));
    expect(notOwned.status).toBe(403);
    expect(notOwned.body).toEqual({ error: 'Only owners of this JamTrack can do this.' });
    const none = await ana.client.post(
      '/api/mixdowns',
      mixPayload(song, { jamTrackID: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(none.status).toBe(404);
  });

  it('refuses the sixth mix of a JamTrack with 422', async () => {
    for (let index = 1; index <= 5; index += 1) await createMix(ana.client, song, `Mix ${index}`);
    const sixth = await ana.client.post('/api/mixdowns', mixPayload(song, { name: 'Mix 6' }));
    expect(sixth.status).toBe(422);
    expect(sixth.body).toEqual({
      errors: {
        base: ['You have 5 custom mixes, the most you can keep. Delete one to create another.'],
      },
    });
    // Another JamTrack, and another person, have their own five.
    const other = await tinyJamTrack(t, 'other-song');
    await own(t, ana.id, other.id);
    await createMix(ana.client, other);
    await own(t, ben.id, song.id);
    await createMix(ben.client, song);
  });
});

describe(`POST /api/mixdowns with the studio’s volumes (${testDatabase})`, () => {
  const withVolumes = (guitar: unknown) => ({
    jamTrackID: song.id,
    name: 'Quiet guitar',
    settings: {
      speed: 1,
      pitch: 0,
      'count-in': false,
      tracks: [
        { id: song.guitarId, mute: false, volume: guitar },
        { id: song.bassId, mute: false },
        { id: song.clickId, mute: true },
      ],
    },
  });

  /** Ana creates the mix, enqueues it and the job builds it: the decoded file. */
  async function builtMix(payload: Record<string, unknown>) {
    const created = await ana.client.post('/api/mixdowns', payload);
    expect(created.status).toBe(201);
    const mix = created.body as Mixdown;
    await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { id: mix.id });
    const queued = await packageOf(mix.id);
    expect(await runMixdownJob(jobDeps(), { packageId: queued.id, generation: 1 }, running())).toBe(
      'signed',
    );
    return decodeAll((await t.platform.files.read(mixdownFileKey(queued.id)))!);
  }

  it('builds the mix with each stem at its volume: what you hear is what you download', async () => {
    const samples = await builtMix(withVolumes(0.25));
    // Both stems were 0.3: the guitar now sounds at a quarter of the bass.
    const ratio = toneLevel(samples, 440) / toneLevel(samples, 110);
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(0.3);
  });

  it(
    'builds a studio tempo between the spec’s options at that tempo, not the nearest option',
    async () => {
      // 0.725 lies between the options 0.7 and 0.75: the file's length tells which was made.
      const samples = await builtMix(
        mixPayload(song, {
          settings: { ...mixPayload(song).settings, speed: 0.725, pitch: 0, 'count-in': false },
        }),
      );
      const seconds = samples.length / SAMPLE_RATE;
      expect(seconds).toBeGreaterThan(STEM_SECONDS / 0.725 - 0.03);
      expect(seconds).toBeLessThan(STEM_SECONDS / 0.725 + 0.03);
    },
    RENDER_TEST_TIMEOUT_MS,
  );

  it(
    'builds the studio’s count-in: two bars with its accent, as heard',
    async () => {
      const built = (countIn: Record<string, unknown>) =>
        builtMix(
          mixPayload(song, {
            name: `count-in ${JSON.stringify(countIn)}`,
            settings: { ...mixPayload(song).settings, speed: 1, pitch: 0, ...countIn },
          }),
        );
      const beat = 60 / 120; // the tiny JamTrack's 120 bpm at speed 1
      const oneBar = await built({ 'count-in': true });
      const twoBars = await built({
        'count-in': true,
        'count-in-bars': 2,
        'count-in-accent': true,
      });
      const lead = (audio: PlanarAudio) => audio.length / SAMPLE_RATE - STEM_SECONDS;
      expect(lead(oneBar)).toBeGreaterThan(4 * beat - 0.05);
      expect(lead(oneBar)).toBeLessThan(4 * beat + 0.05);
      expect(lead(twoBars)).toBeGreaterThan(8 * beat - 0.05);
      expect(lead(twoBars)).toBeLessThan(8 * beat + 0.05);
      // The accent: the first click of the two bars is louder than the second.
      const peak = (audio: PlanarAudio, from: number) => {
        const samples = foldToMono(audio);
        let max = 0;
        const start = Math.round(from * SAMPLE_RATE);
        for (let i = start; i < start + Math.round(0.03 * SAMPLE_RATE); i += 1) {
          max = Math.max(max, Math.abs(samples[i] ?? 0));
        }
        return max;
      };
      expect(peak(twoBars, 0)).toBeGreaterThan(peak(twoBars, beat) * 1.2);
      expect(peak(oneBar, 0)).toBeCloseTo(peak(oneBar, beat), 1);

      const badBars = await ana.client.post(
        '/api/mixdowns',
        mixPayload(song, { settings: { ...mixPayload(song).settings, 'count-in-bars': 3 } }),
      );
      expect(badBars.status).toBe(400);
    },
    RENDER_TEST_TIMEOUT_MS,
  );

  it('refuses a volume outside 0–1 with 400, by field; the spec’s payload needs none', async () => {
    for (const volume of [1.5, -0.1, 'loud']) {
      const response = await ana.client.post('/api/mixdowns', withVolumes(volume));
      expect(response).toMatchObject({
        status: 400,
        body: {
          errors: { 'settings.tracks.0.volume': ['A track volume is a number from 0 to 1.'] },
        },
      });
    }
    const badCountIn = await ana.client.post(
      '/api/mixdowns',
      mixPayload(song, {
        settings: { ...mixPayload(song).settings, 'count-in-bars': 3, 'count-in-accent': 'yes' },
      }),
    );
    expect(badCountIn.body).toEqual({
      errors: {
        'settings.count-in-bars': ['The count-in is 1 or 2 bars.'],
        'settings.count-in-accent': ['The count-in accent is true or false.'],
      },
    });
    expect((await ana.client.post('/api/mixdowns', withVolumes(undefined))).status).toBe(201);
  });
});

describe(`the mixdown build (${testDatabase})`, () => {
  it('enqueues, builds a real 48 kHz mp3, reports its steps live and marks it SIGNED', async () => {
    const mix = await createMix(ana.client, song);
    const stream = await listen(ana.client);
    const benStream = await listen(ben.client);
    const enqueued = await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, {
      id: mix.id,
      file_type: 'mp3',
      encrypt_type: null,
      sample_rate: 48,
      origin: 'jamtrack-page',
    });
    expect(enqueued.status).toBe(200);
    expect(enqueued.body).toEqual({ jam_track_mixdown_id: mix.id });

    const queued = await packageOf(mix.id);
    expect(queued).toMatchObject({ signingState: 'QUEUED', generation: 1, queueTime: 30 });
    const first = await stream.next();
    expect(first.event).toBe('mixdown');
    expect(JSON.parse(first.data)).toEqual({
      mixdown_id: mix.id,
      jam_track_id: song.id,
      package_id: queued.id,
      signing_state: 'QUEUED',
      packaging_steps: 0,
      current_packaging_step: 0,
      error_reason: null,
    });

    const outcome = await runMixdownJob(
      jobDeps(),
      { packageId: queued.id, generation: 1 },
      running(),
    );
    expect(outcome).toBe('signed');

    const updates: MixdownUpdate[] = [];
    while (updates.at(-1)?.signing_state !== 'SIGNED') {
      const message = await stream.next();
      expect(message.event).toBe('mixdown');
      updates.push(JSON.parse(message.data) as MixdownUpdate);
    }
    expect(updates[0]).toMatchObject({ signing_state: 'SIGNING', current_packaging_step: 0 });
    const steps = updates
      .filter((update) => update.signing_state === 'SIGNING')
      .map((update) => update.current_packaging_step);
    expect(steps).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(updates.at(-1)).toMatchObject({ packaging_steps: 10, current_packaging_step: 10 });

    // A real mp3: 48 kHz (MPEG-1 sample rate index 1), the guitar gone, the bass two semitones down,
    // one bar of count-in at 120 × 0.9 bpm added after the 2 s / 0.9 of music.
    const mp3 = await t.platform.files.read(mixdownFileKey(queued.id));
    expect(mp3).not.toBeNull();
    const header = mp3!.subarray(0, 4);
    expect(header[0]).toBe(0xff);
    expect((header[1]! & 0xe0) === 0xe0).toBe(true);
    expect((header[2]! >> 2) & 0b11).toBe(1);
    const samples = await decodeAll(mp3!);
    expect(samples.length / SAMPLE_RATE).toBeGreaterThan(STEM_SECONDS / 0.9 - 0.05);
    expect(toneLevel(samples, 110 * 2 ** (-2 / 12))).toBeGreaterThan(0.05);
    expect(toneLevel(samples, 440 * 2 ** (-2 / 12))).toBeLessThan(0.002);

    // GET /jamtracks/{id} shows it to its owner, signed; not to anybody else.
    const page = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    expect(page.mixdowns).toEqual([
      {
        id: mix.id,
        name: mix.name,
        jam_track_mixdown_id: mix.id,
        origin: 'jamtrack-page',
        packages: [
          {
            id: queued.id,
            file_type: 'mp3',
            encrypt_type: null,
            sample_rate: 48,
            signing_state: 'SIGNED',
            packaging_steps: 10,
            current_packaging_step: 10,
            queue_time: 30,
            error_reason: null,
            waiting_for: null,
          },
        ],
      },
    ]);
    expect(((await ben.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack).mixdowns).toEqual(
      [],
    );
    // Ben's stream heard nothing of Ana's mix: his next event is his own.
    const benMix = await (async () => {
      await own(t, ben.id, song.id);
      const own_ = await createMix(ben.client, song, 'Ben mix');
      await ben.client.post(`/api/mixdowns/${own_.id}/enqueue`, {
        file_type: 'mp3',
        sample_rate: 48,
      });
      return own_;
    })();
    expect(JSON.parse((await benStream.next()).data)).toMatchObject({ mixdown_id: benMix.id });
    await stream.close();
    await benStream.close();

    // A second enqueue of a signed mix builds nothing.
    await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { file_type: 'mp3', sample_rate: 48 });
    expect(await packageOf(mix.id)).toMatchObject({ signingState: 'SIGNED', generation: 1 });
  });

  it('after a crash, takes the file already written instead of building twice', async () => {
    const mix = await createMix(ana.client, song);
    await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { file_type: 'mp3', sample_rate: 48 });
    const pkg = await packageOf(mix.id);
    // The first run stored the mp3 and died before marking the package.
    await t.platform.db
      .update(jamTrackMixdownPackages)
      .set({ signingState: 'SIGNING', signingStartedAt: t.clock.now(), currentPackagingStep: 9 })
      .where(eq(jamTrackMixdownPackages.id, pkg.id));
    await t.platform.files.putAt(mixdownFileKey(pkg.id), await encodeMp3(sineWave(220, 1)));
    const outcome = await runMixdownJob(jobDeps(), { packageId: pkg.id, generation: 1 }, running());
    expect(outcome).toBe('already-signed');
    expect(await packageOf(mix.id)).toMatchObject({
      signingState: 'SIGNED',
      currentPackagingStep: 10,
      fileKey: mixdownFileKey(pkg.id),
    });
    // A job of an older enqueue, or of a deleted mix, does nothing.
    expect(await runMixdownJob(jobDeps(), { packageId: pkg.id, generation: 0 }, running())).toBe(
      'stale',
    );
  });

  it('times a package nobody started out into QUEUED_TIMEOUT, and re-queues it on retry', async () => {
    const mix = await createMix(ana.client, song);
    await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { file_type: 'mp3', sample_rate: 48 });
    const pkg = await packageOf(mix.id);
    t.clock.advance(MIXDOWN_QUEUED_TIMEOUT_MS);
    expect(await runMixdownJob(jobDeps(), { packageId: pkg.id, generation: 1 }, running())).toBe(
      'timed-out',
    );
    expect(await packageOf(mix.id)).toMatchObject({ signingState: 'QUEUED_TIMEOUT' });
    // "Retry Download?" re-queues signing of the mp3: a new generation, QUEUED again.
    await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { file_type: 'mp3', sample_rate: 48 });
    expect(await packageOf(mix.id)).toMatchObject({ signingState: 'QUEUED', generation: 2 });
  });

  it('ends a build that runs too long in SIGNING_TIMEOUT and one that goes quiet in QUIET_TIMEOUT', async () => {
    const slow = await createMix(ana.client, song, 'Slow');
    await ana.client.post(`/api/mixdowns/${slow.id}/enqueue`, {
      file_type: 'mp3',
      sample_rate: 48,
    });
    const slowPackage = await packageOf(slow.id);
    const outcome = await runMixdownJob(
      jobDeps(),
      { packageId: slowPackage.id, generation: 1 },
      running(),
      {
        onStep: (step) => {
          if (step.current_packaging_step === 2) t.clock.advance(MIXDOWN_SIGNING_TIMEOUT_MS);
        },
      },
    );
    expect(outcome).toBe('timed-out');
    expect(await packageOf(slow.id)).toMatchObject({
      signingState: 'SIGNING_TIMEOUT',
      fileKey: null,
    });
    expect(await t.platform.files.read(mixdownFileKey(slowPackage.id))).toBeNull();

    const quiet = await createMix(ana.client, song, 'Quiet');
    await ana.client.post(`/api/mixdowns/${quiet.id}/enqueue`, {
      file_type: 'mp3',
      sample_rate: 48,
    });
    const quietPackage = await packageOf(quiet.id);
    const timers = manualTimers();
    const quietOutcome = await runMixdownJob(
      jobDeps(timers),
      { packageId: quietPackage.id, generation: 1 },
      running(),
      {
        onStep: (step) => {
          if (step.current_packaging_step !== 1) return;
          t.clock.advance(MIXDOWN_QUIET_TIMEOUT_MS);
          timers.tick();
        },
      },
    );
    expect(quietOutcome).toBe('timed-out');
    expect(await packageOf(quiet.id)).toMatchObject({ signingState: 'QUIET_TIMEOUT' });
  });

  it('waits for the JamTrack’s audio instead of failing: asks for it, says so, builds once it is there', async () => {
    await t.platform.db.execute(
      sql`delete from pgboss.job where name in (${JAMTRACK_AUDIO_QUEUE}, ${MIXDOWN_QUEUE})`,
    );
    const jobsOf = async (name: string) =>
      queryRows<{ data: Record<string, unknown>; start_after: Date }>(
        t.platform.db,
        sql`select data, start_after from pgboss.job where name = ${name} and state = 'created'`,
      );
    const mix = await createMix(ana.client, song);
    const [bass] = await t.platform.db
      .select({ audioFile: jamTrackTracks.audioFile })
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.id, song.bassId));
    await t.platform.db
      .update(jamTrackTracks)
      .set({ audioFile: null })
      .where(eq(jamTrackTracks.id, song.bassId));
    await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { file_type: 'mp3', sample_rate: 48 });
    const pkg = await packageOf(mix.id);
    await t.platform.db.execute(sql`delete from pgboss.job where name = ${MIXDOWN_QUEUE}`);

    expect(await runMixdownJob(jobDeps(), { packageId: pkg.id, generation: 1 }, running())).toBe(
      'waiting-for-audio',
    );
    // Still queued, not failed; the player reads that it waits for the audio.
    expect(await packageOf(mix.id)).toMatchObject({ signingState: 'QUEUED', errorReason: null });
    const page = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    expect(page.mixdowns[0]?.packages[0]).toMatchObject({
      signing_state: 'QUEUED',
      waiting_for: 'audio',
    });
    // The audio job was asked for, and the build looks again later.
    expect((await jobsOf(JAMTRACK_AUDIO_QUEUE)).map((job) => job.data)).toEqual([
      { jamTrackId: song.id },
    ]);
    expect((await jobsOf(MIXDOWN_QUEUE)).map((job) => job.data)).toEqual([
      { packageId: pkg.id, generation: 1 },
    ]);

    // The audio arrives: the next look builds the mix.
    await t.platform.db
      .update(jamTrackTracks)
      .set({ audioFile: bass?.audioFile ?? null })
      .where(eq(jamTrackTracks.id, song.bassId));
    expect(await runMixdownJob(jobDeps(), { packageId: pkg.id, generation: 1 }, running())).toBe(
      'signed',
    );
    const after = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    expect(after.mixdowns[0]?.packages[0]).toMatchObject({
      signing_state: 'SIGNED',
      waiting_for: null,
    });
  });

  it('estimates queue_time from the render speed measured on earlier builds', async () => {
    await t.platform.db
      .update(jamTracks)
      .set({ durationSeconds: 60 })
      .where(eq(jamTracks.id, song.id));
    const first = await createMix(ana.client, song, 'First');
    await ana.client.post(`/api/mixdowns/${first.id}/enqueue`, {
      file_type: 'mp3',
      sample_rate: 48,
    });
    // That build took 6 s for 60 s of song at tempo 0.9.
    const now = t.clock.now();
    await t.platform.db
      .update(jamTrackMixdownPackages)
      .set({
        signingState: 'SIGNED',
        signingStartedAt: new Date(now.getTime() - 6_000),
        signedAt: now,
      })
      .where(eq(jamTrackMixdownPackages.mixdownId, first.id));
    const second = await createMix(ana.client, song, 'Second');
    await ana.client.post(`/api/mixdowns/${second.id}/enqueue`, {
      file_type: 'mp3',
      sample_rate: 48,
    });
    const renderSpeed = measuredRenderSpeed([{ audioSeconds: 60, speed: 0.9, buildSeconds: 6 }]);
    const expected = estimateBuildSeconds({ audioSeconds: 60, speed: 0.9, renderSpeed });
    expect((await packageOf(second.id)).queueTime).toBe(expected);
    expect(expected).toBeLessThan(15);
  });

  it('sweeps packages whose worker is gone into QUIET and those never started into QUEUED_TIMEOUT', async () => {
    const lost = await createMix(ana.client, song, 'Lost');
    const waiting = await createMix(ana.client, song, 'Waiting');
    for (const mix of [lost, waiting]) {
      await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, {
        file_type: 'mp3',
        sample_rate: 48,
      });
    }
    await t.platform.db
      .update(jamTrackMixdownPackages)
      .set({ signingState: 'SIGNING', signingStartedAt: t.clock.now(), lastStepAt: t.clock.now() })
      .where(eq(jamTrackMixdownPackages.mixdownId, lost.id));
    t.clock.advance(MIXDOWN_QUIET_MS - 1);
    expect(await sweepMixdownTimeouts(jobDeps())).toBe(0);
    t.clock.advance(1);
    expect(await sweepMixdownTimeouts(jobDeps())).toBe(1);
    expect((await packageOf(lost.id)).signingState).toBe('QUIET');
    expect((await packageOf(waiting.id)).signingState).toBe('QUEUED');
    t.clock.advance(MIXDOWN_QUEUED_TIMEOUT_MS - MIXDOWN_QUIET_MS);
    expect(await sweepMixdownTimeouts(jobDeps())).toBe(1);
    expect((await packageOf(waiting.id)).signingState).toBe('QUEUED_TIMEOUT');
  });
});

describe(`DELETE /api/mixdowns/{id} and downloads (${testDatabase})`, () => {
  async function signedMix() {
    const mix = await createMix(ana.client, song);
    await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { file_type: 'mp3', sample_rate: 48 });
    const pkg = await packageOf(mix.id);
    await t.platform.db
      .update(jamTrackMixdownPackages)
      .set({ signingState: 'SIGNED', fileKey: mixdownFileKey(pkg.id) })
      .where(eq(jamTrackMixdownPackages.id, pkg.id));
    await t.platform.files.putAt(mixdownFileKey(pkg.id), await encodeMp3(sineWave(220, 1)));
    return { mix, pkg };
  }

  it('deletes the owner’s mix and its file; anybody else gets 404', async () => {
    const { mix, pkg } = await signedMix();
    expect((await ben.client.delete(`/api/mixdowns/${mix.id}`)).status).toBe(404);
    expect((await t.client().delete(`/api/mixdowns/${mix.id}`)).status).toBe(401);
    expect((await ben.client.post(`/api/mixdowns/${mix.id}/enqueue`, {})).status).toBe(404);
    expect((await ben.client.get(`/api/mixdowns/${mix.id}/download.mp3`)).status).toBe(404);
    const deleted = await ana.client.delete(`/api/mixdowns/${mix.id}`);
    expect(deleted.status).toBe(204);
    expect(await t.platform.files.read(mixdownFileKey(pkg.id))).toBeNull();
    expect((await ana.client.delete(`/api/mixdowns/${mix.id}`)).status).toBe(404);
    expect((await ana.client.delete('/api/mixdowns/not-an-id')).status).toBe(404);
    const page = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    expect(page.mixdowns).toEqual([]);
  });

  it('serves the master, a stem and a signed mix to the owner, with ranges and attachments', async () => {
    const { mix } = await signedMix();
    const master = await ana.client.get(
      `/api/jamtracks/${song.id}/stems/master/download.mp3?file_type=mp3&download=1&mark=fp-1`,
    );
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('audio/mpeg');
    expect(master.headers.get('content-disposition')).toBe(
      'attachment; filename="Tiny Song - Master.mp3"',
    );
    const stem = await ana.client.get(
      `/api/jamtracks/${song.id}/stems/${song.bassId}/download.mp3`,
      {
        range: 'bytes=100-199',
      },
    );
    expect(stem.status).toBe(206);
    expect(stem.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect(stem.headers.get('content-length')).toBe('100');
    expect(stem.headers.get('content-disposition')).toBeNull();
    const mixed = await ana.client.get(
      `/api/mixdowns/${mix.id}/download.mp3?file_type=mp3&sample_rate=48&download=1&mark=fp-1`,
      { range: 'bytes=0-9' },
    );
    expect(mixed.status).toBe(206);
    expect(mixed.headers.get('content-disposition')).toBe(
      'attachment; filename="Tiny Song - No guitar_ slower.mp3"',
    );
    expect(
      (await ana.client.get(`/api/mixdowns/${mix.id}/download.mp3?sample_rate=44`)).status,
    ).toBe(400);
    expect(
      (
        await ana.client.get(
          `/api/jamtracks/${song.id}/stems/${song.masterId}/download.mp3?file_type=ogg`,
        )
      ).status,
    ).toBe(400);
  });

  it('serves nothing to somebody who does not own the JamTrack', async () => {
    await signedMix();
    const paths = [
      `/api/jamtracks/${song.id}/stems/master/download.mp3?file_type=mp3&download=1`,
      `/api/jamtracks/${song.id}/stems/${song.bassId}/download.mp3`,
    ];
    for (const path of paths) {
      expect((await ben.client.get(path)).status).toBe(403);
      expect((await t.client().get(path)).status).toBe(401);
    }
    expect(
      (await ana.client.get(`/api/jamtracks/${song.id}/stems/not-a-track/download.mp3`)).status,
    ).toBe(404);
  });

  it('serves no mix before it is signed', async () => {
    const mix = await createMix(ana.client, song);
    const response = await ana.client.get(`/api/mixdowns/${mix.id}/download.mp3`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'This custom mix is not built yet.' });
  });
});

describe(`the player's selection and first open (${testDatabase})`, () => {
  it('records the last selection and answers it with the JamTrack', async () => {
    const mix = await createMix(ana.client, song);
    const path = `/api/jamtracks/${song.id}/mixdowns/active`;
    const stem = await ana.client.post(path, {
      id: song.id,
      mixdown_id: null,
      stem_id: song.bassId,
    });
    expect(stem.status).toBe(204);
    let page = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    expect(page).toMatchObject({ last_mixdown_id: null, last_stem_id: song.bassId });
    await ana.client.post(path, { id: song.id, mixdown_id: mix.id, stem_id: null });
    page = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    expect(page).toMatchObject({ last_mixdown_id: mix.id, last_stem_id: null });
    // Master: neither.
    await ana.client.post(path, { id: song.id, mixdown_id: null, stem_id: null });
    page = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    expect(page).toMatchObject({ last_mixdown_id: null, last_stem_id: null });
  });

  it('refuses another person’s mix, the Master as a stem and a JamTrack not owned', async () => {
    await own(t, ben.id, song.id);
    const bens = await createMix(ben.client, song, 'Ben’s');
    const path = `/api/jamtracks/${song.id}/mixdowns/active`;
    const foreign = await ana.client.post(path, { id: song.id, mixdown_id: bens.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      errors: { mixdown_id: ['This custom mix is not one of yours for this JamTrack'] },
    });
    const master = await ana.client.post(path, { id: song.id, stem_id: song.masterId });
    expect(master.body).toEqual({ errors: { stem_id: ['This stem is not one of the JamTrack'] } });
    const other = await tinyJamTrack(t, 'other-song');
    const notOwned = await ana.client.post(`/api/jamtracks/${other.id}/mixdowns/active`, {
      id: other.id,
      stem_id: other.bassId,
    });
    expect(notOwned.status).toBe(403);
    expect((await t.client().post(path, { id: song.id })).status).toBe(401);
  });

  it('records the first open once and the open event', async () => {
    const before = (await ana.client.get(`/api/users/${ana.id}`)).body as Record<string, unknown>;
    expect(before.first_opened_jamtrack_web_player).toBe(false);
    const event = await ana.client.post('/api/users/event/record', {
      event: 'jamtrack_web_player_open',
      data: { jamtrack_id: song.id },
    });
    expect(event.status).toBe(204);
    const rows = await t.platform.db.select().from(analyticsEvents);
    expect(rows).toEqual([
      expect.objectContaining({ event: 'jamtrack_web_player_open', userId: ana.id }),
    ]);
    const first = await ana.client.post('/api/users/progression/opened_jamtrack_web_player');
    expect(first.status).toBe(201);
    const again = await ana.client.post('/api/users/progression/opened_jamtrack_web_player');
    expect(again.status).toBe(200);
    const after = (await ana.client.get(`/api/users/${ana.id}`)).body as Record<string, unknown>;
    expect(after.first_opened_jamtrack_web_player).toBe(true);
    const bens = (await ben.client.get(`/api/users/${ben.id}`)).body as Record<string, unknown>;
    expect(bens.first_opened_jamtrack_web_player).toBe(false);
    expect(
      (await t.client().post('/api/users/progression/opened_jamtrack_web_player')).status,
    ).toBe(401);
  });
});

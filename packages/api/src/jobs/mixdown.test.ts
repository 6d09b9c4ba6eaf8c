import type { JamTrack, Mixdown, MixdownUpdate } from '@backline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mixdownFileKey } from '../audio/renderMix';
import { listen } from '../test/events';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { shopper } from '../test/store';
import { own, tinyJamTrack } from './mixdown.testing';

/*
 * The whole path in one process of ROLE=all: the enqueue call queues a pg-boss job, the
 * worker registered by registerWorkers takes it, and the owner's live stream hears it SIGNED.
 */

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('mixdown-worker', { ROLE: 'all' });
});

afterAll(async () => {
  await t?.close();
});

describe(`the mixdown worker (${testDatabase})`, () => {
  it('builds an enqueued mix through pg-boss and tells its owner live', async () => {
    const song = await tinyJamTrack(t);
    const ana = await shopper(t, 'ana@example.com');
    await own(t, ana.id, song.id);
    const created = await ana.client.post('/api/mixdowns', {
      jamTrackID: song.id,
      name: 'Bass only',
      settings: {
        speed: 1,
        pitch: 3,
        'count-in': false,
        tracks: [
          { id: song.guitarId, mute: true },
          { id: song.clickId, mute: true },
        ],
      },
    });
    expect(created.status).toBe(201);
    const mix = created.body as Mixdown;
    const stream = await listen(ana.client);
    const enqueued = await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, {
      id: mix.id,
      file_type: 'mp3',
      encrypt_type: null,
      sample_rate: 48,
      origin: 'test',
    });
    expect(enqueued.body).toEqual({ jam_track_mixdown_id: mix.id });
    const states: string[] = [];
    let last: MixdownUpdate | undefined;
    while (last?.signing_state !== 'SIGNED') {
      const message = await stream.next();
      if (message.event !== 'mixdown') continue;
      last = JSON.parse(message.data) as MixdownUpdate;
      states.push(last.signing_state);
    }
    await stream.close();
    expect(states[0]).toBe('QUEUED');
    expect(states).toContain('SIGNING');
    const page = (await ana.client.get(`/api/jamtracks/${song.id}`)).body as JamTrack;
    const pkg = page.mixdowns[0]?.packages[0];
    expect(pkg).toMatchObject({ signing_state: 'SIGNED', current_packaging_step: 10 });
    expect(await t.platform.files.read(mixdownFileKey(pkg?.id ?? ''))).not.toBeNull();
  }, 120_000);
});

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mixdown } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeAll } from '../audio/decode';
import { SAMPLE_RATE } from '../audio/format';
import { mixdownFileKey } from '../audio/renderMix';
import { jamTrackMixdownPackages } from '../db/schema';
import { filesDirectory } from '../files/localFiles';
import { own } from '../jobs/mixdown.testing';
import { shopper } from '../test/store';
import { platformAndProcesses } from './deployment';
import { insertLongSong, LONG_SONG_SECONDS } from './longSong';
import {
  childrenOf,
  linesWith,
  waitFor as poll,
  type ServerProcess,
  survivorsAfter,
} from './serverProcess';

// With real processes: a ROLE=worker process renders a mix and is killed with
// SIGKILL at render step ≥ 2; another worker starts. The mix must end SIGNED once, one file, of
// the right length, within 90 s of the new worker starting (was: SIGNING for ~7 minutes, then
// QUIET; the queue's retry after its 15-minute expiry did nothing).

const SPEED = 0.8;

const run = platformAndProcesses('killed-worker');
const startWorker = () => run.start('worker');

async function packageRow(mixdownId: string) {
  const [pkg] = await run.t.platform.db
    .select()
    .from(jamTrackMixdownPackages)
    .where(eq(jamTrackMixdownPackages.mixdownId, mixdownId));
  return pkg;
}

/** Looks at the package every 50 ms until `done` holds; fails at the deadline. */
const waitFor = (
  mixdownId: string,
  done: (pkg: NonNullable<Awaited<ReturnType<typeof packageRow>>>) => boolean,
  deadlineMs: number,
  what: string,
) =>
  poll(
    async () => {
      const pkg = await packageRow(mixdownId);
      return pkg && done(pkg) ? pkg : undefined;
    },
    deadlineMs,
    what,
  );

describe('a worker killed with SIGKILL mid-render', () => {
  it('leaves a mix another worker signs once, one file of the right length, within 90 s', async () => {
    const jamTrack = await insertLongSong(run.t.platform, run.t.clock.now());
    const ana = await shopper(run.t, 'ana@example.com');
    await own(run.t, ana.id, jamTrack.id);
    const created = await ana.client.post('/api/mixdowns', {
      jamTrackID: jamTrack.id,
      name: 'Slower',
      settings: {
        speed: SPEED,
        pitch: 0,
        'count-in': false,
        // The spec's mix mutes a part (here the lead).
        tracks: jamTrack.trackIds.map((id, index) => ({ id, mute: index === 0 })),
      },
    });
    expect(created.body).toMatchObject({ id: expect.any(String) });
    expect(created.status).toBe(201);
    const mix = created.body as Mixdown;

    const first = await startWorker();
    const enqueued = await ana.client.post(`/api/mixdowns/${mix.id}/enqueue`, { id: mix.id });
    expect(enqueued.status).toBeLessThan(300);
    const midRender = await waitFor(
      mix.id,
      (pkg) => pkg.signingState === 'SIGNED' || pkg.currentPackagingStep >= 2,
      60_000,
      'the first worker reaching render step 2',
    );
    const audioProcesses = childrenOf(first.child.pid as number);
    await first.kill();
    expect(midRender.signingState).toBe('SIGNING');
    expect(audioProcesses.length).toBeGreaterThan(0);
    const killedAt = await packageRow(mix.id);
    expect(killedAt?.signingState).toBe('SIGNING');
    expect(killedAt?.currentPackagingStep).toBeLessThan(10);

    // Its audio processes end with it (they exit when their IPC channel closes).
    expect(await survivorsAfter(audioProcesses, 10_000)).toEqual([]);

    const second = await startWorker();
    const resumeFrom = Date.now();
    const signed = await waitFor(
      mix.id,
      (pkg) => pkg.signingState === 'SIGNED' || pkg.signingState !== 'SIGNING',
      90_000,
      'the second worker signing the mix',
    );
    const resumeMs = Date.now() - resumeFrom;
    expect(signed.signingState).toBe('SIGNED');
    expect(signed.fileKey).toBe(mixdownFileKey(signed.id));
    console.info(
      `killed at step ${midRender.currentPackagingStep}; signed ${resumeMs} ms after the new worker started`,
    );
    expect(resumeMs).toBeLessThan(90_000);

    // One file, of the right length: the stems slowed to SPEED.
    const mixdownFiles = await readdir(join(filesDirectory(run.t.dataDir), 'mixdowns'));
    expect(mixdownFiles).toEqual([mixdownFileKey(signed.id).split('/')[1]]);
    const bytes = await run.t.platform.files.read(mixdownFileKey(signed.id));
    const seconds = (await decodeAll(bytes as Uint8Array)).length / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(LONG_SONG_SECONDS / SPEED - 0.25);
    expect(seconds).toBeLessThan(LONG_SONG_SECONDS / SPEED + 0.25);

    // Signed exactly once: by the second worker, and it stays signed.
    const signedLines = (worker: ServerProcess) => linesWith(worker, 'mixdown: signed');
    expect(signedLines(first)).toBe(0);
    expect(signedLines(second)).toBe(1);
    expect((await packageRow(mix.id))?.signedAt?.getTime()).toBe(signed.signedAt?.getTime());
  }, 180_000);
});

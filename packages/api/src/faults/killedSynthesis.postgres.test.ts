import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeAll } from '../audio/decode';
import { SAMPLE_RATE } from '../audio/format';
import { JAMTRACK_AUDIO_QUEUE, requestJamTrackAudio, songOf } from '../audio/jamTrackAudio';
import { trackAudioKey, trackPreviewKey } from '../audio/synthesiseSong';
import { queryRows } from '../db/client';
import { jamTracks, jamTrackTracks } from '../db/schema';
import { filesDirectory } from '../files/localFiles';
import { platformAndProcesses } from './deployment';
import {
  childrenOf,
  linesWith,
  type ServerProcess,
  survivorsAfter,
  waitFor,
} from './serverProcess';

// A render's worker dying, the stem-synthesis half, with real processes: a ROLE=worker process
// synthesising a JamTrack's stems (the `jamtrack-audio` job, seconds of CPU in an audio child
// process) is killed with SIGKILL mid-synthesis; another worker starts. The JamTrack must get
// its audio once — every track one full-length file and one preview, the synthesis logged by
// the new worker only — and the dead worker's audio process must end with it (was: the job
// sat until the queue's 15-minute expiry, like a render).

const run = platformAndProcesses('killed-synthesis');
const startWorker = () => run.start('worker');

/** A catalogue JamTrack whose two stems and master have no audio yet. */
async function silentSong() {
  const [jamTrack] = await run.t.platform.db
    .insert(jamTracks)
    .values({
      name: 'Quiet Song',
      nameSlug: 'quiet-song',
      slug: 'quiet-song',
      originalArtist: 'The Testers',
      originalArtistSlug: 'the-testers',
      downloadPrice: 300,
      tempoBpm: 120,
      musicalKey: 'A',
      createdAt: run.t.clock.now(),
    })
    .returning();
  if (!jamTrack) throw new Error('no JamTrack');
  await run.t.platform.db.insert(jamTrackTracks).values([
    { jamTrackId: jamTrack.id, trackType: 'Master', position: 0 },
    { jamTrackId: jamTrack.id, trackType: 'Track', part: 'Lead', position: 1 },
    { jamTrackId: jamTrack.id, trackType: 'Click', position: 2 },
  ]);
  return jamTrack;
}

const tracksOf = (jamTrackId: string) =>
  run.t.platform.db
    .select()
    .from(jamTrackTracks)
    .where(eq(jamTrackTracks.jamTrackId, jamTrackId))
    .orderBy(asc(jamTrackTracks.position));

const jobStates = async () =>
  (
    await queryRows<{ state: string }>(
      run.t.platform.db,
      sql`select state from pgboss.job where name = ${JAMTRACK_AUDIO_QUEUE} order by created_on`,
    )
  ).map((row) => row.state);

const synthesisedLines = (worker: ServerProcess) =>
  linesWith(worker, 'audio: JamTrack audio synthesised');

describe('a worker killed with SIGKILL mid-synthesis', () => {
  it('leaves a JamTrack another worker gives its audio once', async () => {
    const jamTrack = await silentSong();
    const first = await startWorker();
    await requestJamTrackAudio(run.t.platform.jobs, jamTrack.id);

    // Mid-synthesis: the job is active and its audio process runs.
    const audioProcesses = await waitFor(
      async () => {
        const states = await jobStates();
        const children = childrenOf(first.child.pid as number);
        return states.includes('active') && children.length > 0 ? children : undefined;
      },
      60_000,
      'the first worker synthesising',
    );
    await first.kill();
    expect((await tracksOf(jamTrack.id)).map((track) => track.audioFile)).toEqual([
      null,
      null,
      null,
    ]);
    expect(synthesisedLines(first)).toBe(0);

    // Its audio process ends with it (it exits when its IPC channel closes).
    expect(await survivorsAfter(audioProcesses, 10_000)).toEqual([]);

    const second = await startWorker();
    const resumeFrom = Date.now();
    const tracks = await waitFor(
      async () => {
        const rows = await tracksOf(jamTrack.id);
        return rows.every((row) => row.audioFile !== null) ? rows : undefined;
      },
      150_000,
      'the second worker synthesising the stems',
    );
    const resumeMs = Date.now() - resumeFrom;
    const took = second.output().match(/JamTrack audio synthesised.*"milliseconds":(\d+)/)?.[1];
    console.info(
      `synthesis killed once its audio process ran; audio stored ${resumeMs} ms after the new ` +
        `worker started (its synthesis took ${took} ms)`,
    );

    // Once: by the second worker, every track one file and one preview under its own keys.
    expect(synthesisedLines(second)).toBe(1);
    expect(tracks.map((track) => track.audioFile)).toEqual(
      tracks.map((track) => trackAudioKey(track.id)),
    );
    const stems = (await readdir(join(filesDirectory(run.t.dataDir), 'stems'))).sort();
    expect(stems).toEqual(
      tracks
        .flatMap((track) => [trackAudioKey(track.id), trackPreviewKey(track.id)])
        .map((key) => key.split('/')[1])
        .sort(),
    );
    // Full length: the song the JamTrack's slug and tempo describe.
    const expectedSeconds = songOf(jamTrack).seconds;
    const master = await run.t.platform.files.read(trackAudioKey(tracks[0]?.id ?? ''));
    const seconds = (await decodeAll(master as Uint8Array)).length / SAMPLE_RATE;
    expect(Math.abs(seconds - expectedSeconds)).toBeLessThan(1);
    const [row] = await run.t.platform.db
      .select()
      .from(jamTracks)
      .where(eq(jamTracks.id, jamTrack.id));
    expect(row?.durationSeconds).toBe(Math.round(expectedSeconds));
    expect(await jobStates()).not.toContain('active');
  }, 240_000);
});

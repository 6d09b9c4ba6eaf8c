import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeAll } from '../audio/decode';
import { SAMPLE_RATE } from '../audio/format';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { purchases } from '../db/schema';
import { filesDirectory } from '../files/localFiles';
import { createMemoryLogger } from '../logger';
import { createPlatform } from '../platform';
import { insertLongSong, LONG_SONG_SECONDS } from './longSong';
import {
  call,
  childrenOf,
  linesWith,
  type ServerProcess,
  signUpConfirmed,
  startServer,
  survivorsAfter,
  waitFor,
} from './serverProcess';

// The embedded mode (PGlite in $DATA_DIR) killed with kill -9 while it writes, then
// started again on the same directory: everything it answered 201 for is still there.

const dataDir = await mkdtemp(join(tmpdir(), 'backline-embedded-fault-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded mode killed with kill -9 mid-write and started again', () => {
  it('keeps every line it acknowledged, and serves again', async () => {
    server = await startServer({ DATA_DIR: dataDir, ROLE: 'all' });
    const { cookie } = await signUpConfirmed(server, {
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.com',
      password: 'correct horse battery',
    });

    const acknowledged: string[] = [];
    const running = server;
    const writer = (async () => {
      for (let n = 0; n < 200; n += 1) {
        try {
          const response = await call(running.origin, '/api/chat', {
            method: 'POST',
            cookie,
            body: JSON.stringify({ message: `line ${n}`, client_id: `line-${n}` }),
          });
          if (response.status === 201) acknowledged.push(`line ${n}`);
        } catch {
          return; // the process is gone
        }
      }
    })();
    // Kill it once it is well into the writes.
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await running.kill();
    await writer;

    server = await startServer({ DATA_DIR: dataDir, ROLE: 'all' });
    const signIn = await call(server.origin, '/api/auths/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'ana@example.com', password: 'correct horse battery' }),
    });
    expect(signIn.status).toBe(200);
    const session = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const lines: string[] = [];
    let start = 0;
    for (;;) {
      const page = await call(server.origin, `/api/chat${start ? `?start=${start}` : ''}`, {
        cookie: session,
      });
      expect(page.status).toBe(200);
      const body = (await page.json()) as { chats: { message: string }[]; next: number | null };
      lines.push(...body.chats.map((chat) => chat.message));
      if (body.next === null) break;
      start = body.next;
    }
    for (const line of acknowledged) expect(lines).toContain(line);
    expect(new Set(lines).size).toBe(lines.length);
  }, 240_000);
});

// The same mode killed with kill -9 while its worker renders a mix: started again on the same
// directory, it picks the mix up (the job's lease lapses with its heartbeat) and signs it once,
// one file of the right length, within 90 s (the issue's bound for a new worker).

const SPEED = 0.8;

interface PackageView {
  signing_state: string;
  current_packaging_step: number;
}

/**
 * Writes the long song (faults/longSong.ts) into `dataDir`'s embedded database and
 * files, owned by `userId` — with the platform opened in this process, as `jamtracks:import`
 * does, while no server runs on the directory.
 */
async function ownedSong(
  dataDir: string,
  userId: string,
): Promise<{ id: string; trackIds: string[] }> {
  const platform = await createPlatform(
    loadConfig({
      DATA_DIR: dataDir,
      ROLE: 'web',
      DEMO_DATA: 'off',
      PUBLIC_URL: 'http://127.0.0.1',
    }),
    { clock: systemClock, logger: createMemoryLogger() },
  );
  try {
    const now = systemClock.now();
    const song = await insertLongSong(platform, now);
    await platform.db
      .insert(purchases)
      .values({ userId, jamTrackId: song.id, pricePaid: 0, createdAt: now });
    return song;
  } finally {
    await platform.close();
  }
}

/** The mix's one package as GET /api/jamtracks/{id} shows it to its owner. */
async function packageOf(server: ServerProcess, cookie: string, jamTrackId: string, mixId: string) {
  const response = await call(server.origin, `/api/jamtracks/${jamTrackId}`, { cookie });
  if (response.status !== 200) return undefined;
  const body = (await response.json()) as {
    mixdowns?: { id: string; packages: PackageView[] }[];
  };
  return body.mixdowns?.find((mix) => mix.id === mixId)?.packages[0];
}

describe('the embedded mode killed with kill -9 mid-render and started again', () => {
  const mixDir = mkdtemp(join(tmpdir(), 'backline-embedded-mix-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const running of servers) await running.kill();
    await rm(await mixDir, { recursive: true, force: true });
  });

  it('signs the interrupted mix once, one file of the right length, within 90 s', async () => {
    const dataDir = await mixDir;
    const start = async () => {
      const started = await startServer({ DATA_DIR: dataDir, ROLE: 'all' });
      servers.push(started);
      return started;
    };
    const signUp = await start();
    const ana = await signUpConfirmed(signUp, {
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.com',
      password: 'correct horse battery',
    });
    await signUp.kill();
    const song = await ownedSong(dataDir, ana.id);

    const first = await start();
    const created = await call(first.origin, '/api/mixdowns', {
      method: 'POST',
      cookie: ana.cookie,
      body: JSON.stringify({
        jamTrackID: song.id,
        name: 'Slower',
        settings: {
          speed: SPEED,
          pitch: 0,
          'count-in': false,
          tracks: song.trackIds.map((id, index) => ({ id, mute: index === 0 })),
        },
      }),
    });
    expect(created.status).toBe(201);
    const mix = (await created.json()) as { id: string };
    const enqueued = await call(first.origin, `/api/mixdowns/${mix.id}/enqueue`, {
      method: 'POST',
      cookie: ana.cookie,
      body: JSON.stringify({ id: mix.id }),
    });
    expect(enqueued.status).toBeLessThan(300);
    const midRender = await waitFor(
      async () => {
        const pkg = await packageOf(first, ana.cookie, song.id, mix.id);
        return pkg && (pkg.signing_state === 'SIGNED' || pkg.current_packaging_step >= 2)
          ? pkg
          : undefined;
      },
      60_000,
      'the render reaching step 2',
    );
    const audioProcesses = childrenOf(first.child.pid as number);
    await first.kill();
    expect(midRender.signing_state).toBe('SIGNING');
    expect(await survivorsAfter(audioProcesses, 10_000)).toEqual([]);

    const second = await start();
    const resumeFrom = Date.now();
    const signed = await waitFor(
      async () => {
        const pkg = await packageOf(second, ana.cookie, song.id, mix.id);
        return pkg && pkg.signing_state !== 'SIGNING' && pkg.signing_state !== 'QUEUED'
          ? pkg
          : undefined;
      },
      90_000,
      'the restarted process signing the mix',
    );
    const resumeMs = Date.now() - resumeFrom;
    console.info(
      `killed at step ${midRender.current_packaging_step}; signed ${resumeMs} ms after the restart`,
    );
    expect(signed.signing_state).toBe('SIGNED');

    // One file, of the right length (the stems slowed to SPEED), signed once.
    const download = await call(second.origin, `/api/mixdowns/${mix.id}/download.mp3`, {
      cookie: ana.cookie,
    });
    expect(download.status).toBe(200);
    const seconds =
      (await decodeAll(new Uint8Array(await download.arrayBuffer()))).length / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(LONG_SONG_SECONDS / SPEED - 0.25);
    expect(seconds).toBeLessThan(LONG_SONG_SECONDS / SPEED + 0.25);
    expect(await readdir(join(filesDirectory(dataDir), 'mixdowns'))).toHaveLength(1);
    expect(linesWith(first, 'mixdown: signed')).toBe(0);
    expect(linesWith(second, 'mixdown: signed')).toBe(1);
  }, 240_000);
});

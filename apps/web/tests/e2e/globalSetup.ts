import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the server prints that it is running; rejects if it exits first. */
function waitUntilRunning(child: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      if (text.includes('Backline is running at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was running:\n${log.join('')}`)),
    );
  });
}

/**
 * Starts the built app (`npm run build` first) with an empty data directory, as a fresh clone
 * would: PGlite, the demo data, mail written as .eml files. Tests find it through E2E_BASE_URL,
 * read mail from E2E_DATA_DIR and get the printed demo login in E2E_DEMO_LOGIN.
 */
export default async function globalSetup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'backline-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log: string[] = [];
  const child = spawn(process.execPath, ['build/server/start.js'], {
    cwd: webRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // As `npm start` does: the demo data, and its login printed at start.
      DEMO_DATA: 'on',
      ROLE: 'all',
      // Each test's browsers come through a "proxy" that names their own address
      // (fixtures.ts): the per-address limits (20 sign-ups an hour) count per test, as they
      // would per person, instead of counting the whole suite as one address.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitUntilRunning(child, log);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_DEMO_LOGIN =
    log
      .join('')
      .match(/Demo login: (\S+) \/ (\S+)/)
      ?.slice(1)
      .join(' ') ?? '';

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}

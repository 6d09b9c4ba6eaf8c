import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/* Real server processes for the fault tests: started from source, killed with SIGKILL. */

const tsx = createRequire(import.meta.url).resolve('tsx');
const serverScript = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  /** Everything it printed, for the assertions on its log. */
  output(): string;
  kill(): Promise<void>;
}

/**
 * A port the system just handed out, so free and in the ephemeral range — a fixed range once
 * landed on 4045, which fetch refuses as a "bad port" (the Fetch standard's blocked list).
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/server.ts` with `env` and resolves once it reported that it started. A `DATA_DIR`
 * in `env` is the caller's (kept after a kill: the embedded database lives there); without one,
 * a scratch directory is made and removed after the kill.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'backline-fault-')));
  const child = spawn(process.execPath, ['--import', tsx, serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO_DATA: 'off',
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += String(chunk);
      const ready = env.ROLE === 'worker' ? 'platform started' : 'API listening';
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  await started;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A request as a browser on `origin` sends it: its Origin, JSON, and the session cookie. */
export async function call(
  origin: string,
  path: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', origin);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  return fetch(`${origin}${path}`, { ...init, headers });
}

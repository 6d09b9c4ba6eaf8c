import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive } from '../test/isAlive';
import { parseEml } from '../test/platform';

/* Real server processes for the fault tests: started from source, killed with SIGKILL. */

const tsx = createRequire(import.meta.url).resolve('tsx');
const serverScript = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  /** Its DATA_DIR: the file mail transport writes to mail/ there. */
  readonly dataDir: string;
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
    dataDir,
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

/**
 * Signs a person up on `server` and follows the confirmation link it mailed (decision 037: only
 * the link signs in); answers the session cookie and the account id. The mail is written just
 * after the answer, so its file is waited for.
 */
export async function signUpConfirmed(
  server: ServerProcess,
  person: { first_name: string; last_name: string; email: string; password: string },
): Promise<{ id: string; cookie: string }> {
  const signUp = await call(server.origin, '/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...person, terms: true }),
  });
  if (signUp.status !== 202) throw new Error(`sign-up answered ${signUp.status}`);
  const mailDir = join(server.dataDir, 'mail');
  let token: string | null = null;
  for (let attempt = 0; attempt < 500 && !token; attempt += 1) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.eml'),
    );
    for (const file of files) {
      const mail = parseEml(await readFile(join(mailDir, file), 'utf8'));
      if (mail.to.includes(person.email) && mail.link?.includes('/auth/confirm-mail?token=')) {
        token = new URL(mail.link).searchParams.get('token');
      }
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!token) throw new Error(`no confirmation mail to ${person.email}`);
  const confirmed = await call(server.origin, '/api/auths/confirm_email', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  const cookie = (confirmed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const me = await call(server.origin, '/api/me', { cookie });
  return { id: ((await me.json()) as { id: string }).id, cookie };
}

/**
 * Asks `check` every 50 ms until it answers something other than `undefined` or `false`, and
 * answers that; fails at the deadline, naming `what` was awaited.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  deadlineMs: number,
  what: string,
): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The processes `pid` started (a worker's audio processes), by pid. */
export function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** Those of `pids` still alive once they all ended or `deadlineMs` passed (`[]`: all ended). */
export async function survivorsAfter(pids: number[], deadlineMs: number): Promise<number[]> {
  const until = Date.now() + deadlineMs;
  while (pids.some(isAlive) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pids.filter(isAlive);
}

/** How many lines of `server`'s output contain `text` (a job done once is logged once). */
export const linesWith = (server: ServerProcess, text: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(text)).length;

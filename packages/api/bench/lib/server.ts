import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDataDir } from './database';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The server process. */
  pid: number;
  close(): Promise<void>;
}

/**
 * Starts `lib/serve.ts` as a child process on `databaseUrl` (a PostgreSQL URL, or `pglite:<dir>`
 * for the embedded engine; ROLE=web, no demo load) and waits
 * for its port. `PUBLIC_URL` is only used for links; mutations send the server's own origin.
 */
export async function startBenchServer(databaseUrl: string): Promise<BenchServer> {
  const script = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const pgliteDir = pgliteDataDir(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: pgliteDir ?? mkdtempSync(join(tmpdir(), 'backline-bench-')),
    ROLE: 'web',
    DEMO_DATA: 'off',
  };
  // An embedded target: the server opens PGlite in its data directory (`db/` under it).
  if (pgliteDir !== null) delete env.DATABASE_URL;
  // The people bench measures PostgreSQL alone; a Redis bus would only add a connection.
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code}): ${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

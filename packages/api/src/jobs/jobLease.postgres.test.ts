import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_JOB_HEARTBEAT_SECONDS, type Jobs } from '../jobQueue';
import { createMemoryLogger } from '../logger';
import { createPgBossJobs } from './pgBoss';

// Runs only in the "postgres" project: a real worker process is killed holding a job.
const url = process.env.TEST_DATABASE_URL as string;
const tsx = createRequire(import.meta.url).resolve('tsx');
const deadWorker = fileURLToPath(new URL('./test/deadWorker.ts', import.meta.url));
const queue = `lease-${randomUUID()}`;

let jobs: Jobs;

beforeAll(async () => {
  // The surviving instance supervises (as ROLE=worker does), checking leases every second.
  jobs = await createPgBossJobs(
    { kind: 'postgres', connectionString: url },
    {
      logger: createMemoryLogger(),
      maintain: true,
      pollingIntervalSeconds: 1,
      superviseIntervalSeconds: 1,
    },
  );
});

afterAll(async () => {
  await jobs.stop();
});

describe('a job whose worker was killed mid-job', () => {
  it('is taken over by another worker within its lease, not after the 15-minute expiry', async () => {
    const id = await jobs.send(
      queue,
      { packageId: 'p1' },
      { retryLimit: 2, heartbeatSeconds: AUDIO_JOB_HEARTBEAT_SECONDS },
    );
    const worker = spawn(process.execPath, ['--import', tsx, deadWorker, url, queue], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const taken = await new Promise<string>((resolve, reject) => {
      worker.stdout.once('data', (chunk: Buffer) => resolve(String(chunk).trim()));
      worker.once('exit', () => reject(new Error('the worker ended before taking the job')));
    });
    expect(taken).toBe(id);
    worker.kill('SIGKILL');

    const startedAt = Date.now();
    const retried = await new Promise<{ id: string; data: object }>((resolve) => {
      void jobs.work<{ packageId: string }>(queue, async (data, job) =>
        resolve({ id: job.id, data }),
      );
    });
    expect(retried).toEqual({ id, data: { packageId: 'p1' } });
    // Two leases and a supervisor round at most; the expiry alone would take 15 minutes.
    expect(Date.now() - startedAt).toBeLessThan(4 * AUDIO_JOB_HEARTBEAT_SECONDS * 1000);
  }, 90_000);
});

/**
 * A worker that takes one job and then hangs, for jobLease.postgres.test.ts to kill with
 * SIGKILL mid-job. Prints the job's id when it has the job.
 */
import { createMemoryLogger } from '../../logger';
import { createPgBossJobs } from '../pgBoss';

const [connectionString, queue] = process.argv.slice(2) as [string, string];
const jobs = await createPgBossJobs(
  { kind: 'postgres', connectionString },
  { logger: createMemoryLogger(), maintain: false, pollingIntervalSeconds: 1 },
);
await jobs.work(queue, async (_data, job) => {
  process.stdout.write(`${job.id}\n`);
  await new Promise(() => {});
});

import type { ApiDeps } from '../deps';
import { runMixdownJob, sweepMixdownTimeouts } from '../services/mixdownBuild';
import { MIXDOWN_QUEUE, type MixdownJobData } from '../services/mixdowns';

/** Every minute, unfinished packages nobody is building any more time out (QUEUED_TIMEOUT, QUIET, …). */
export const MIXDOWN_SWEEP_QUEUE = 'mixdown-timeouts';
export const MIXDOWN_SWEEP_CRON = '* * * * *';

/** The mixdown work of a worker process (ROLE=worker or all). */
export async function registerMixdownWorkers(deps: ApiDeps): Promise<void> {
  await deps.jobs.work<MixdownJobData>(MIXDOWN_QUEUE, async (data, job) => {
    await runMixdownJob(deps, data, job);
  });
  await deps.jobs.work(MIXDOWN_SWEEP_QUEUE, async () => {
    const moved = await sweepMixdownTimeouts(deps);
    if (moved > 0) deps.logger.warn('mixdown: packages timed out', { moved });
  });
  await deps.jobs.schedule(MIXDOWN_SWEEP_QUEUE, MIXDOWN_SWEEP_CRON);
}

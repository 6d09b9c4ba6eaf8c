import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRESENCE_STALE_MS } from '../live/presence';
import type { HealthReport } from '../services/health';
import { startTestPlatform, TestClient, type TestPlatform } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('health');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers 503 on a web instance that hears no worker on its bus, and says what to do', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(503);
    const report = response.body as HealthReport;
    expect(report.database.ok).toBe(true);
    expect(report.bus.ok).toBe(true);
    expect(report.queue.ok).toBe(true);
    expect(report.worker).toMatchObject({ ok: false, last_heard_at: null });
    expect(report.worker.problem).toContain('ROLE=worker');
    expect(JSON.stringify(report)).not.toMatch(/postgres:\/\/|redis:\/\/|at .*\.ts/);
  });

  it('answers 200 once a worker on the same bus announced itself, and 503 when it goes quiet', async () => {
    const worker = await startWorker();
    try {
      await worker.presence.announce();
      const response = await t.client().get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ok', worker: { ok: true } });
      expect((response.body as HealthReport).instances).toBeGreaterThanOrEqual(1);

      t.clock.advance(PRESENCE_STALE_MS + 1);
      const later = await t.client().get('/api/health');
      expect(later.status).toBe(503);
      expect(later.body).toMatchObject({ status: 'degraded', worker: { ok: false } });
    } finally {
      await worker.close();
    }
  });

  it('a web instance started after the worker hears it at once: the worker answers a newcomer', async () => {
    const worker = await startWorker();
    // The worker announced itself when it started; the newcomer was not listening yet, and the
    // worker's next timed announcement is PRESENCE_INTERVAL_MS away.
    const newcomer = await t.variant({ ROLE: 'web' });
    try {
      await vi.waitFor(async () => {
        const response = await new TestClient(newcomer).get('/api/health');
        expect(response.body).toMatchObject({ status: 'ok', worker: { ok: true } });
        // Every instance answered: the newcomer heard the worker, the other web one and itself.
        expect(newcomer.presence.peers()).toHaveLength(3);
      });
    } finally {
      await newcomer.close();
      await worker.close();
    }
  });
});

/** A ROLE=worker instance on the same database and bus as the web instance under test. */
function startWorker() {
  return t.variant({ ROLE: 'worker' });
}

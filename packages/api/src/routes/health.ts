import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../http/context';
import { checkHealth } from '../services/health';

/** `GET /api/health`: 200 when every part answers, 503 (same body) when one does not. */
export function healthRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const report = await checkHealth(deps);
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}

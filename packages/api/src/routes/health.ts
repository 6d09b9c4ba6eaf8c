import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { declareRoute } from '../openapi/declare';
import { checkHealth } from '../services/health';

const contract = {
  health: declareRoute({
    tag: 'Service',
    summary: 'Health of the database, bus, queue and worker',
    access: 'public',
    responses: {
      200: 'Every part answers.',
      503: { description: 'A part does not (the same body).' },
    },
  }),
};

/** `GET /api/health`: 200 when every part answers, 503 (same body) when one does not. */
export function healthRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/health', contract.health, async (c) => {
    const report = await checkHealth(deps);
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}

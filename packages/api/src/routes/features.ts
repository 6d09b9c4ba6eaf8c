import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../http/context';
import { parseQuery } from '../http/validation';
import { listAppFeatures } from '../services/features';

const featuresQuery = z.object({
  env: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/, 'Env is a lower-case environment name such as production.')
    .default('production'),
});

/** Feature flags; an empty list tells the browser to show the default menu. */
export function featureRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/app_features', async (c) => {
    const { env } = parseQuery(c, featuresQuery);
    return c.json(await listAppFeatures(deps.db, env));
  });
}

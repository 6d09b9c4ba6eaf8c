import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { listAppFeatures } from '../services/features';

const featuresQuery = z.object({
  env: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/, 'Env is a lower-case environment name such as production.')
    .default('production'),
});

const contract = {
  list: declareRoute({
    tag: 'Reference',
    summary: 'Feature flags',
    description: 'An empty list tells the browser to show the default menu.',
    access: 'public',
    query: featuresQuery,
    responses: { 200: 'The flags of the environment.' },
  }),
};

/** Feature flags; an empty list tells the browser to show the default menu. */
export function featureRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/app_features', contract.list, async (c) => {
    const { env } = parseQuery(c, featuresQuery);
    return c.json(await listAppFeatures(deps.db, env));
  });
}

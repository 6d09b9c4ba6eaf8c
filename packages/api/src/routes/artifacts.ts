import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { declareRoute } from '../openapi/declare';
import { ARTIFACT_PRODUCTS, type ArtifactProduct, latestArtifacts } from '../services/artifacts';

const isProduct = (value: string): value is ArtifactProduct =>
  (ARTIFACT_PRODUCTS as readonly string[]).includes(value);

const contract = {
  latest: declareRoute({
    tag: 'Sessions',
    summary: 'The latest client downloads',
    description: 'Public: the links are offered before anyone signs in.',
    access: 'public',
    params: z.object({ product: z.enum(ARTIFACT_PRODUCTS) }),
    responses: { 200: '`{artifacts}`.', 404: 'There is no such download.' },
  }),
};

/**
 * GET /artifacts/clients and /artifacts/OBSPlugin (part 1 §7; shape in decision 016): public,
 * since the download links are offered before anyone signs in.
 */
export function artifactRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/artifacts/:product', contract.latest, async (c) => {
    const product = c.req.param('product');
    if (!isProduct(product)) throw new HttpError(404, { error: 'There is no such download.' });
    return c.json({ artifacts: await latestArtifacts(deps.db, product) });
  });
}

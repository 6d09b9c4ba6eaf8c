import { Hono } from 'hono';
import { ARTIFACT_PRODUCTS, type ArtifactProduct } from '../db/schema';
import type { ApiDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { latestArtifacts } from '../services/artifacts';

const isProduct = (value: string): value is ArtifactProduct =>
  (ARTIFACT_PRODUCTS as readonly string[]).includes(value);

/**
 * GET /artifacts/clients and /artifacts/OBSPlugin (part 1 §7; shape in decision 016): public,
 * since the download links are offered before anyone signs in.
 */
export function artifactRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/artifacts/:product', async (c) => {
    const product = c.req.param('product');
    if (!isProduct(product)) throw new HttpError(404, { error: 'There is no such download.' });
    return c.json({ artifacts: await latestArtifacts(deps.db, product) });
  });
}

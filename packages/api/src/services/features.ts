import type { FeatureFlag } from '@backline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appFeatures } from '../db/schema';

/** The flags of one environment, in the spec's field names. */
export function listAppFeatures(db: Db, env: string): Promise<FeatureFlag[]> {
  return db
    .select({
      handle: appFeatures.handle,
      is_enabled: appFeatures.isEnabled,
      feature_type: appFeatures.featureType,
      env: appFeatures.env,
    })
    .from(appFeatures)
    .where(eq(appFeatures.env, env))
    .orderBy(asc(appFeatures.id));
}

import type { Artifact, ArtifactPlatform } from '@backline/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { ARTIFACT_PRODUCTS, type ArtifactProduct } from '../db/schema';
import { isoOf } from './people';

/** The downloads offered: the desktop clients and the OBS plugin. */
export { ARTIFACT_PRODUCTS, type ArtifactProduct };

/** GET /artifacts/{product}: the newest release of the product for each platform. */
export async function latestArtifacts(db: Db, product: ArtifactProduct): Promise<Artifact[]> {
  const rows = await queryRows<{
    platform: ArtifactPlatform;
    version: string;
    url: string;
    size_bytes: string | number;
    sha256: string;
    released_at: Date | string;
  }>(
    db,
    sql`select distinct on (platform) platform, version, url, size_bytes, sha256, released_at
      from client_artifacts where product = ${product}
      order by platform, released_at desc, version desc`,
  );
  return rows.map((row) => ({
    platform: row.platform,
    version: row.version,
    url: row.url,
    size_bytes: Number(row.size_bytes),
    sha256: row.sha256,
    released_at: isoOf(row.released_at),
  }));
}

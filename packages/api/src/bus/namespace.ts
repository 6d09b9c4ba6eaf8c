import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

/**
 * The deployment a bus belongs to: `BUS_NAMESPACE` when set, else the PostgreSQL database's
 * name, which every instance of one deployment shares and two deployments on one server don't.
 */
export async function busNamespace(
  configured: string | undefined,
  database: Database,
): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'pglite') return 'embedded';
  const [row] = await queryRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  return row?.name ?? 'default';
}

import { getTableColumns, getTableName, type InferInsertModel, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows, type Tx } from '../db/client';

/*
 * Bulk inserts for the demo data and the benchmark generator. Each batch is one statement with
 * one parameter: the rows as a JSON array, expanded by `json_populate_recordset` into the
 * table's own row type. Drizzle's multi-row VALUES builder spends more time building the SQL
 * of a wide table than the database spends inserting it; this is several times faster on PGlite
 * and PostgreSQL alike, and never nears the 65 535-parameter limit.
 */

const ROWS_PER_STATEMENT = 2_000;

type Row = Record<string, unknown>;

function jsonRows<T extends PgTable>(table: T, rows: readonly InferInsertModel<T>[]) {
  const columns = getTableColumns(table);
  const used = new Set<string>();
  for (const row of rows as readonly Row[]) {
    for (const [key, value] of Object.entries(row)) if (value !== undefined) used.add(key);
  }
  const keys = Object.keys(columns).filter((key) => used.has(key));
  const names = keys.map((key) => columns[key]?.name as string);
  const json = JSON.stringify(
    (rows as readonly Row[]).map((row) => {
      const out: Row = {};
      keys.forEach((key, i) => {
        out[names[i] as string] = row[key] ?? null;
      });
      return out;
    }),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return { table: sql.identifier(getTableName(table)), list, json };
}

/** Inserts rows in batches of one statement each. */
export async function insertInBatches<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly InferInsertModel<T>[],
  size = ROWS_PER_STATEMENT,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    const { table: name, list, json } = jsonRows(table, rows.slice(start, start + size));
    await db.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${json}::json)`,
    );
  }
}

/**
 * Inserts rows of a table with an identity `id` and gives back the ids in the order of `rows`:
 * each statement inserts in array order (`with ordinality`), and one statement's identity values
 * increase row by row, so the sorted ids line up with the rows.
 */
export async function insertReturningIds<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly InferInsertModel<T>[],
  size = ROWS_PER_STATEMENT,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const { table: name, list, json } = jsonRows(table, rows.slice(start, start + size));
    const returned = await queryRows<{ id: string | number }>(
      db as Db,
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${json}::json) with ordinality order by ordinality returning id`,
    );
    ids.push(...returned.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { genres, instruments } from '../db/schema';
import { genreCatalogue, instrumentCatalogue } from './catalogue';

/** Upserts the product's instruments and genres; safe to run at every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(instruments)
    .values(instrumentCatalogue.map((item, position) => ({ ...item, position })))
    .onConflictDoUpdate({
      target: instruments.id,
      set: { description: sql`excluded.description`, position: sql`excluded.position` },
    });
  await db
    .insert(genres)
    .values(genreCatalogue.map((item, position) => ({ ...item, position })))
    .onConflictDoUpdate({
      target: genres.id,
      set: { description: sql`excluded.description`, position: sql`excluded.position` },
    });
}

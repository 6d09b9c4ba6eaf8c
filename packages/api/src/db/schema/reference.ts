import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The instruments a musician can list, owned by the product (seeded from src/reference/). */
export const instruments = pgTable('instruments', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

/** The genres a musician or a session can name, owned by the product. */
export const genres = pgTable('genres', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

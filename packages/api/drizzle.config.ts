import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the SQL migrations into drizzle/; they run at start on
// PGlite and PostgreSQL alike (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

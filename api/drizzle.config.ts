import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and committed; the API runs the same SQL on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/*-schema.ts'],
  out: './migrations',
});

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import * as schema from './schema';

/** The query builder every repository receives; identical API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Same folder from src/db (tsx, jest) and dist/db (node): both sit two levels below api/.
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'migrations');

/** Extensions the migrations create (pg_trgm: typo-tolerant product search); PostgreSQL ships them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens PostgreSQL (pg Pool) or PGlite. A PGlite without dataDir lives in memory (tests);
 * callers that pass a dataDir must hold the directory lock first (see db/lock.ts).
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a database dropped WITH (FORCE))
    // emits 'error' on the pool; without a listener that crashes the process. The pool drops
    // that connection and opens a new one on the next query, so a warning is enough.
    pool.on('error', (error) => {
      console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    let ended: Promise<void> | null = null;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      // pg throws when a pool is ended twice; shutdown paths may well call close() twice.
      close: () => (ended ??= pool.end()),
    };
  }
  const client = new PGlite({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  return fromPglite(client);
}

/** Wraps an existing PGlite (e.g. a test copy loaded from a migrated template) as a Database. */
export async function fromPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

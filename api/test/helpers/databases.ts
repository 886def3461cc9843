import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../src/db/client';
import { openPgliteFromTemplate } from './pglite-template';

/** PGlite (in memory) always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export function describeTestDatabases(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'pglite (in memory); set TEST_DATABASE_URL to also run on PostgreSQL';
  const safe = new URL(url);
  if (safe.password) safe.password = '***';
  return `pglite (in memory) and postgres (${safe.toString()}, one throw-away database per file)`;
}

async function withAdminClient<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/**
 * A freshly migrated, empty database. On PostgreSQL each call creates its own database (the
 * migrations name the public schema, so schemas cannot isolate runs) and drops it afterwards.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openPgliteFromTemplate();
    return { database, dispose: () => database.close() };
  }
  const name = `catalogo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((c) => c.query(`create database "${name}"`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const dispose = async () => {
    await database.close();
    await withAdminClient((c) => c.query(`drop database if exists "${name}" with (force)`));
  };
  try {
    await database.migrate();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database, dispose };
}

import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { acquireDataDirLock, type DataDirLock } from './lock';

export interface RuntimeDatabase {
  database: Database;
  /** Closes the database, then releases the data directory lock. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Opens the configured database for a long-running process (server, seed CLI): takes the
 * data directory lock first when PGlite is used, then runs the committed migrations.
 */
export async function openRuntimeDatabase(config: Config): Promise<RuntimeDatabase> {
  let lock: DataDirLock | null = null;
  if (config.database.kind === 'pglite') {
    lock = acquireDataDirLock(config.dataDir);
    // Last resort for paths that skip close() (uncaught errors): never leave our lock behind.
    process.once('exit', () => lock?.release());
  }
  let database: Database | null = null;
  try {
    database = await openDatabase(config.database);
    await database.migrate();
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  const opened = database;
  let closing: Promise<void> | null = null;
  return {
    database: opened,
    close: () => {
      closing ??= opened.close().finally(() => lock?.release());
      return closing;
    },
  };
}

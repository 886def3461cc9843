import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/db/client';

/**
 * Booting PGlite runs initdb (about 2-3 s); loading a dump of an already migrated database takes
 * about 0.4 s. Global setup builds that dump once per run from the committed migrations, and
 * every test file loads its own private copy, so each still starts freshly migrated.
 */
const ENV = 'API_TEST_PGLITE_TEMPLATE';

export async function createPgliteTemplate(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `catalogo-api-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[ENV] = file;
  } finally {
    await database.close();
  }
}

export function removePgliteTemplate(): void {
  const file = process.env[ENV];
  if (file) fs.rmSync(file, { force: true });
}

export async function openPgliteFromTemplate(): Promise<Database> {
  const file = process.env[ENV];
  if (!file || !fs.existsSync(file)) {
    // Without the global setup (e.g. an editor running one test), migrate from scratch.
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  return fromPglite(
    new PGlite({
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: PGLITE_EXTENSIONS,
    }),
  );
}

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/lock';
import { openRuntimeDatabase } from './db/runtime';
import { seed } from './db/seed';
import { seedDemoStaff } from './db/seed-staff';
import { createPasswordHasher } from './modules/auth/password';
import { seedDemoCatalogues } from './modules/catalog-seed/demo-catalogues';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const runtime = await openRuntimeDatabase(config);
  const { database } = runtime;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    if (config.seed) {
      await seed(database.db, 'missing');
      await seedDemoStaff(database.db, async (password) =>
        (await createPasswordHasher(config.auth.passwordHashCost)).hash(password),
      );
    }
    app = await buildApp({
      config,
      db: database,
      logger: { level: config.logLevel },
      searchCache: config.searchCache,
    });
    if (config.seed) {
      const log = app.log;
      await seedDemoCatalogues(database.db, config.seedProductsDemo, (m) => log.info(m));
    }
  } catch (error) {
    // Close PGlite cleanly even when start-up fails, so the next start needs no recovery.
    await runtime.close();
    throw error;
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second Ctrl+C while closing means the user really wants out now.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await runtime.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await runtime.close();
    throw error;
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const where =
    config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  const docs = config.docs ? '; docs: /docs' : '';
  app.log.info(`API listening on http://localhost:${port} (database: ${where}${docs})`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('API failed to start:', error);
  }
  process.exit(1);
});

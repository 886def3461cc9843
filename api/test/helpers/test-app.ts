import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database, DatabaseKind } from '../../src/db/client';
import { seed } from '../../src/db/seed';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './databases';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ SEED: 'false', LOG_LEVEL: 'silent', ...env }, '/tmp');
}

/** Runs the enclosed tests once per available database; the kind shows in every test name. */
export function forEachDatabase(body: (kind: DatabaseKind) => void): void {
  describe.each(TEST_DATABASES)('on %s', body);
}

export interface TestContext {
  readonly app: App;
  readonly database: Database;
}

interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Adds test-only routes or hooks before the app is ready. */
  extend?: (app: App) => void | Promise<void>;
}

/** Registers hooks that give the tests of this block an app on a freshly migrated database. */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestContext {
  let testDb: TestDatabase | undefined;
  let app: App | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    if (options.seed ?? true) await seed(testDb.database.db);
    app = await buildApp({ config: testConfig(options.env), db: testDb.database });
    await options.extend?.(app);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  return {
    get app() {
      if (!app) throw new Error('The test app is not ready (used outside a test?)');
      return app;
    },
    get database() {
      if (!testDb) throw new Error('The test database is not ready (used outside a test?)');
      return testDb.database;
    },
  };
}

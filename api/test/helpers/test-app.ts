import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database, DatabaseKind } from '../../src/db/client';
import { seed } from '../../src/db/seed';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './databases';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/** Test defaults: cheap password hashing (never in production) and a fixed JWT secret. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      SEED: 'false',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      // app.inject always comes from 127.0.0.1: rate limit tests set their own low limits.
      AUTH_RATE_LIMIT_SIGN_IN_IP: '1000/60',
      AUTH_RATE_LIMIT_SIGN_IN_EMAIL: '1000/60',
      AUTH_RATE_LIMIT_MAIL_IP: '1000/60',
      AUTH_RATE_LIMIT_MAIL_EMAIL: '1000/60',
      AUTH_RATE_LIMIT_SIGN_UP_IP: '1000/60',
      COMMERCE_RATE_LIMIT_ORDERS_IP: '1000/60',
      COMMERCE_RATE_LIMIT_MESSAGES_IP: '1000/60',
      ...env,
    },
    '/tmp',
  );
}

/** Runs the enclosed tests once per available database; the kind shows in every test name. */
export function forEachDatabase(body: (kind: DatabaseKind) => void): void {
  describe.each(TEST_DATABASES)('on %s', body);
}

export interface TestContext {
  readonly app: App;
  readonly database: Database;
  /** The app's DATA_DIR: a temporary directory of its own (outbox .eml files land here). */
  readonly dataDir: string;
}

interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Adds test-only routes or hooks before the app is ready. */
  extend?: (app: App) => void | Promise<void>;
  /** How long the set-up may take (jest's hook timeout otherwise): a large generated catalogue. */
  setupTimeoutMs?: number;
}

/** Registers hooks that give the tests of this block an app on a freshly migrated database. */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestContext {
  let testDb: TestDatabase | undefined;
  let app: App | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-api-test-'));
    testDb = await createTestDatabase(kind);
    if (options.seed ?? true) await seed(testDb.database.db);
    const config = testConfig({ DATA_DIR: dataDir, ...options.env });
    app = await buildApp({ config, db: testDb.database });
    await options.extend?.(app);
    await app.ready();
  }, options.setupTimeoutMs);

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
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
    get dataDir() {
      if (!dataDir) throw new Error('The test data directory is not ready (used outside a test?)');
      return dataDir;
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { seed } from '../db/seed';
import { createUser, hostOf, latestMailToken, post, session } from '../../test/helpers/auth';
import { generateTestCatalogues } from '../../test/helpers/catalogue';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/databases';
import { PRODUCTS, putBody, type Product } from '../../test/helpers/products';
import { startTestRedis, type TestRedis } from '../../test/helpers/redis';
import { forEachDatabase, testConfig } from '../../test/helpers/test-app';

// DESIGN §7: two API instances on one database and one Redis behave as one. Each instance keeps
// caches for long here (a minute), so only the shared invalidations can make them agree.

forEachDatabase((kind) => {
  let redis: TestRedis;
  let testDb: TestDatabase;
  let dirs: string[];
  let a: App;
  let b: App;

  beforeAll(async () => {
    redis = await startTestRedis();
    testDb = await createTestDatabase(kind);
    await seed(testDb.database.db);
    dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-shared-')));
    const apps = await Promise.all(
      dirs.map(async (dir) => {
        const app = await buildApp({
          config: testConfig({
            DATA_DIR: dir,
            REDIS_URL: redis.url,
            AUTH_SESSION_CACHE_SECONDS: '60',
            SEARCH_CACHE_TTL_MS: '60000',
          }),
          db: testDb.database,
        });
        await app.ready();
        return app;
      }),
    );
    [a, b] = [apps[0]!, apps[1]!];
    await generateTestCatalogues(a, 20, 0);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await testDb?.dispose();
    await redis?.stop();
    for (const dir of dirs ?? []) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (app: App, url: string, token?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: hostOf('demo'), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  /** Polls `check` for up to `ms` (the spec's 2 s for a write to show in the public search). */
  async function within(ms: number, check: () => Promise<boolean>) {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
  }

  it('a catalogue write through one instance shows in the other one’s public search within 2 s', async () => {
    await createUser(a, 'demo', 'editor@shared.demo', { role: 'editor' });
    const { token } = await session(a, 'demo', 'editor@shared.demo');
    const { rows } = (await testDb.database.db.execute(
      sql`select p.id, p.code from products p join tenants t on t.id = p.tenant_id
        where t.uri_name = 'demo' and p.status = 'published' order by p.code limit 1`,
    )) as unknown as { rows: { id: string; code: string }[] };
    const { id, code } = rows[0]!;
    const search = `/catalog-public/products?q=${encodeURIComponent(code)}`;
    const found = async () => ((await get(b, search)).json().items as { id: string }[]).length;
    expect(await found()).toBeGreaterThan(0); // now in b's search cache for a minute

    const product = (await get(a, `${PRODUCTS}/${id}`, token)).json() as Product;
    const saved = await a.inject({
      method: 'PUT',
      url: `${PRODUCTS}/${id}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
      payload: putBody(product, { status: 'draft' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await within(2000, async () => (await found()) === 0)).toBe(true);
  });

  it('a session ended through one instance is refused by the other at once', async () => {
    await createUser(a, 'demo', 'dono@shared.demo', { role: 'owner' });
    const { token } = await session(a, 'demo', 'dono@shared.demo');
    // Both instances know the session (cached for a minute).
    expect((await get(a, '/auth/session', token)).statusCode).toBe(200);
    expect((await get(b, '/auth/session', token)).statusCode).toBe(200);

    // A password reset through instance a ends every session of the user.
    await post(a, '/auth/recovery', hostOf('demo'), { email: 'dono@shared.demo' });
    await a.background.idle();
    const reset = await post(a, '/auth/recovery/reset', hostOf('demo'), {
      token: await latestMailToken(a, 'dono@shared.demo'),
      password: 'Outra-Senha-Bem-Longa-77',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      await within(2000, async () => (await get(b, '/auth/session', token)).statusCode === 401),
    ).toBe(true);
    expect((await get(a, '/auth/session', token)).statusCode).toBe(401);
  });
});

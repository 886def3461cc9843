import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { seed } from '../db/seed';
import {
  createUser,
  hostOf,
  latestMailToken,
  PLATFORM_HOST,
  post,
  session,
  signUpBody,
} from '../../test/helpers/auth';
import { createRedisRateLimitStore } from '../modules/auth/rate-limit-store';
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
            AUTH_RATE_LIMIT_SIGN_UP_IP: '3/60',
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

  it('a rate limit reached through one instance holds on the other', async () => {
    const signUp = (app: App, n: number) =>
      post(
        app,
        '/auth/sign-up',
        PLATFORM_HOST,
        signUpBody({
          email: `dono${n}@limite.test`,
          company: { ...(signUpBody().company as object), uriName: `limite-${n}` },
        }),
      );
    // Three sign-ups a minute from one address (the test's limit), whichever instance takes them.
    expect((await signUp(a, 1)).statusCode).toBe(201);
    expect((await signUp(b, 2)).statusCode).toBe(201);
    expect((await signUp(a, 3)).statusCode).toBe(201);
    const refused = await signUp(b, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('keeps hit counts in Redis: windows, peeks, refunds and resets', async () => {
    const store = createRedisRateLimitStore(a.sharedState.redis!);
    const now = Date.now();
    expect(await store.peek('t:ip:2001:db8:1:2::5', now)).toBeNull();
    expect(await store.hit('t:ip:2001:db8:1:2::5', 60_000, now)).toMatchObject({ count: 1 });
    // The same /64: the same client.
    const second = await store.hit('t:ip:2001:db8:1:2:ffff::9', 60_000, now);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeGreaterThan(now + 59_000);
    await store.refund('t:ip:2001:db8:1:2::5', now);
    expect(await store.peek('t:ip:2001:db8:1:2::5', now)).toMatchObject({ count: 1 });
    await store.refund('t:ip:2001:db8:1:2::5', now);
    await store.refund('t:ip:2001:db8:1:2::5', now);
    expect(await store.peek('t:ip:2001:db8:1:2::5', now)).toMatchObject({ count: 0 });
    await store.reset('t:ip:2001:db8:1:2::5');
    expect(await store.peek('t:ip:2001:db8:1:2::5', now)).toBeNull();
    // A window ends on its own.
    await store.hit('t:short', 50, now);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.peek('t:short', Date.now())).toBeNull();
  });
});

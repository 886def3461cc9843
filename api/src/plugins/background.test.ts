import http from 'node:http';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { tenantId } from '../../test/helpers/auth';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/databases';
import { forEachDatabase, testConfig } from '../../test/helpers/test-app';
import { buildApp, type App } from '../app';
import { seed } from '../db/seed';
import { insertSearchLogs } from '../modules/catalog-public/products.repository';
import { queryRows } from '../modules/catalog-public/query-rows';

/** A promise with its resolve, to hold a handler at a chosen point. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

forEachDatabase((kind) => {
  let testDb: TestDatabase;
  let app: App;
  let logs: { level: number; msg: string; job?: string }[];
  const entered = gate();
  const release = gate();
  const handled = gate();

  beforeEach(async () => {
    testDb = await createTestDatabase(kind);
    await seed(testDb.database.db);
    logs = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ DATA_DIR: '/tmp' }),
      db: testDb.database,
      logger: { level: 'warn', stream },
    });
    const demo = await tenantId(app, 'demo');
    // Like the search route: answers, then logs the search in the background.
    app.get('/test/slow-search', async () => {
      entered.open();
      await release.opened;
      app.background.run('search-log', () =>
        insertSearchLogs(app.db, [
          { tenantId: demo, q: 'late', filters: {}, total: 0, at: new Date() },
        ]),
      );
      handled.open();
      return {};
    });
    app.get('/test/search', async () => {
      app.background.run('search-log', async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await insertSearchLogs(app.db, [
          { tenantId: demo, q: 'slow job', filters: {}, total: 1, at: new Date() },
        ]);
      });
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await app.close();
    await testDb.dispose();
  });

  const port = () => (app.server.address() as { port: number }).port;

  it('closing waits for background jobs before the database closes', async () => {
    const res = await fetch(`http://127.0.0.1:${port()}/test/search`);
    expect(res.status).toBe(200);
    await app.close();
    const rows = await queryRows<{ q: string }>(
      testDb.database.db,
      sql`select q from search_log where q = 'slow job'`,
    );
    expect(rows).toEqual([{ q: 'slow job' }]);
    expect(logs.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('drops, with one log line, a job a request starts after the app closed', async () => {
    // The client leaves mid-request: its socket no longer holds the server open.
    const req = http.get({ host: '127.0.0.1', port: port(), path: '/test/slow-search' });
    req.on('error', () => undefined);
    await entered.opened;
    req.destroy();
    await app.close();
    await testDb.database.close(); // what server.ts does next
    release.open();
    await handled.opened;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs.map((l) => [l.msg, l.job])).toEqual([
      ['background job dropped: the app has closed', 'search-log'],
    ]);
  });
});

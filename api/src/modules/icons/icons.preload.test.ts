import { Writable } from 'node:stream';
import { buildApp, type App } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/databases';
import { testConfig } from '../../../test/helpers/test-app';

// A listening server reads its icon sets at start (in the background), so the first visitor's
// request is answered from memory, within the client's 750 ms rotation; an app driven by inject
// (the tests) reads a set on its first request only.
let testDb: TestDatabase;
let app: App | undefined;
const lines: { msg?: string; collections?: string[]; ms?: number }[] = [];

async function startApp() {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    config: testConfig(),
    db: testDb.database,
    logger: { level: 'info', stream },
  });
  return app;
}

beforeAll(async () => {
  testDb = await createTestDatabase('pglite');
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  lines.length = 0;
});
afterAll(async () => {
  await testDb.dispose();
});

const loaded = () => lines.filter((l) => l.msg === 'icon sets loaded');

it('reads every icon set once the server listens, before any request for one', async () => {
  const server = await startApp();
  await server.listen({ port: 0, host: '127.0.0.1' });
  await server.background.idle();
  expect(loaded()).toEqual([
    expect.objectContaining({ collections: ['catalogo-icon', 'mdi'], ms: expect.any(Number) }),
  ]);
  const started = performance.now();
  const res = await server.inject({ url: '/icons/mdi.json?icons=home' });
  const ms = performance.now() - started;
  expect(res.statusCode).toBe(200);
  // Answered from memory: reading, parsing and checking mdi alone takes about 400 ms.
  expect(ms).toBeLessThan(200);
});

it('reads nothing ahead for an app that is not listening', async () => {
  const server = await startApp();
  await server.ready();
  await server.background.idle();
  expect(loaded()).toEqual([]);
});

/**
 * @jest-environment node
 */
// Which build of the catalogue the server renders with, and what becomes of the one before: a
// redeploy swaps in a fresh render runtime and releases the old one (its global registrations
// undone, so nothing keeps it); a server build that throws while it loads releases the runtime
// it was evaluated in. The runtime here is a stand-in file that records what is done with it (it
// runs in Node's own context, so it reaches the test through the require it is given).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createGenerations, lazyChunks, pageScripts } from './generations';

const FAKE_RUNTIME = `
const state = require('runtime-log');
const log = state.log;
const instance = ++state.count;
exports.createRenderer = ({ remote }) => {
  if (remote && remote.code.includes('throw')) throw new Error('bad build');
  log.push('create ' + instance + (remote ? ' ' + remote.code : ' without remote'));
  return { render() {}, payload() {}, remoteBuild: remote ? remote.code : null };
};
exports.release = () => log.push('release ' + instance);
`;

const builds: Record<string, string> = { a: 'build-a', b: 'build-b', bad: 'throw' };

describe('createGenerations', () => {
  const scope = globalThis as Record<string, unknown>;
  let server: http.Server;
  let base: string;
  let dir: string;
  let log: string[];
  const state = { log: [] as string[], count: 0 };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const [, build = '', ...rest] = (req.url ?? '').split('/');
      const file = rest.join('/');
      if (!(build in builds)) return void res.writeHead(404).end();
      if (file === 'mf-manifest.json')
        return void res.end(
          JSON.stringify({
            metaData: {
              publicPath: 'auto',
              remoteEntry: { name: 'remoteEntry.js', path: '' },
              ssrRemoteEntry: { name: 'server-entry.js', path: 'server' },
            },
            exposes: [
              {
                name: 'routes',
                assets: {
                  js: {
                    sync: ['7458.e914da61.js', '__federation_expose_routes.47fd8210.js'],
                    async: [
                      '9785.d69b46da.js',
                      'catalog-HomePage.42175222.js',
                      'catalog-ProductPage.524062bd.js',
                    ],
                  },
                },
              },
            ],
          }),
        );
      if (file === 'server/server-entry.js') return void res.end(builds[build]);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scope.__non_webpack_require__ = (id: string) => {
      if (id === 'runtime-log') return state;
      throw new Error(`the stand-in runtime asks for ${id}`);
    };
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    delete scope.__non_webpack_require__;
  });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generations-'));
    fs.writeFileSync(path.join(dir, 'render.js'), FAKE_RUNTIME);
    log = [];
    state.log = log;
    state.count = 0;
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const deploy = (build: string) =>
    fs.writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ catalog: `${base}/${build}/mf-manifest.json` }),
    );

  const generations = () =>
    createGenerations({
      distDir: dir,
      runtimeFile: path.join(dir, 'render.js'),
      pollMs: 60_000,
      log: () => {},
    });

  it('releases the old runtime when a redeploy swaps in a new one, and only then', async () => {
    const subject = generations();
    deploy('a');
    await subject.refresh();
    expect(subject.current?.renderer.remoteBuild).toBe('build-a');
    await subject.refresh();
    expect(log).toEqual(['create 1 build-a']);

    deploy('b');
    await subject.refresh();
    expect(subject.current?.renderer.remoteBuild).toBe('build-b');
    expect(log).toEqual(['create 1 build-a', 'create 2 build-b', 'release 1']);
  });

  it('releases the runtime a throwing server build was evaluated in, and the one before', async () => {
    const subject = generations();
    deploy('a');
    await subject.refresh();
    deploy('bad');
    await subject.refresh();
    expect(subject.current?.unavailable).toMatch(/failed to load: bad build/);
    expect(subject.current?.renderer.remoteBuild).toBeNull();
    expect(log).toEqual(['create 1 build-a', 'release 2', 'create 3 without remote', 'release 1']);
  });

  it("preloads the remote's entry and route tree, and the chunk of each named page a render drew", async () => {
    const subject = generations();
    deploy('a');
    await subject.refresh();
    const generation = subject.current!;
    const entry = [
      `${base}/a/remoteEntry.js`,
      `${base}/a/7458.e914da61.js`,
      `${base}/a/__federation_expose_routes.47fd8210.js`,
    ];
    expect(pageScripts(generation, [])).toEqual(entry);
    expect(pageScripts(generation, ['catalog/HomePage'])).toEqual([
      ...entry,
      `${base}/a/catalog-HomePage.42175222.js`,
    ]);
    // A name without a chunk of its own (a part of the shell's shared-ui) adds nothing.
    expect(pageScripts(generation, ['catalog/ProductPage', 'mui/IconButton'])).toEqual([
      ...entry,
      `${base}/a/catalog-ProductPage.524062bd.js`,
    ]);
  });

  it('names the lazy chunks of a production and of a development build, and no numbered one', () => {
    const at = new URL('http://cdn.test/catalog/');
    expect(
      lazyChunks(
        ['9785.d69b46da.js', 'catalog-HomePage.42175222.js', 'js/catalog-ProductPage.js', '568.js'],
        at,
      ),
    ).toEqual({
      'catalog-HomePage': 'http://cdn.test/catalog/catalog-HomePage.42175222.js',
      'catalog-ProductPage': 'http://cdn.test/catalog/js/catalog-ProductPage.js',
    });
  });

  it('finds the chunk of a lazy name that has a dash of its own', () => {
    const lazyScripts = lazyChunks(['catalog-quote-cart.js'], new URL('http://cdn.test/catalog/'));
    expect(pageScripts({ preloadScripts: [], lazyScripts }, ['catalog/quote-cart'])).toEqual([
      'http://cdn.test/catalog/catalog-quote-cart.js',
    ]);
  });
});

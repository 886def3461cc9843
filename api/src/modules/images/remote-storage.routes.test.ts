import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { useTestApp } from '../../../test/helpers/test-app';

/**
 * STORAGE_DRIVER=remote: objects are read over HTTP from STORAGE_PUBLIC_URL (an S3-compatible
 * bucket or CDN in production; a local server on a free port here).
 */
let server: http.Server;
let png: Buffer;
let fetched: string[] = [];
const env: Record<string, string> = {
  STORAGE_DRIVER: 'remote',
  IMAGE_MAX_SOURCE_BYTES: '100000',
  IMAGE_TIMEOUT_MS: '500',
};

// A storage host nobody answers on (a port just closed): the connection error names it.
const deadEnv: Record<string, string> = { STORAGE_DRIVER: 'remote', IMAGE_TIMEOUT_MS: '2000' };

beforeAll(async () => {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const deadPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  deadEnv.STORAGE_PUBLIC_URL = `http://127.0.0.1:${deadPort}/internal-bucket`;

  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3862ae' } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    fetched.push(req.url ?? '');
    switch (req.url) {
      case '/bucket/demo/ok.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      case '/bucket/demo/moved.png':
        return res.writeHead(302, { location: '/bucket/demo/ok.png' }).end();
      case '/bucket/demo/declared-big.png':
        return res.writeHead(200, { 'content-length': '100001' }).end(Buffer.alloc(100001));
      case '/bucket/demo/streamed-big.png':
        // No content-length: the cap must hold while streaming.
        res.writeHead(200);
        for (let i = 0; i < 30; i += 1) res.write(Buffer.alloc(10_000));
        return res.end();
      case '/bucket/demo/broken.png':
        return res.writeHead(500).end('oops');
      case '/bucket/demo/slow.png':
        setTimeout(() => res.writeHead(200).end(png), 3000).unref();
        return;
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env.STORAGE_PUBLIC_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bucket`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ctx = useTestApp('pglite', { seed: false, env });

const image = (url: string) =>
  ctx.app.inject({ method: 'GET', url: `/_image?url=${encodeURIComponent(url)}&w=320` });

beforeEach(() => {
  fetched = [];
});

describe('GET /_image on remote storage', () => {
  it('fetches, resizes and caches an object of the storage host', async () => {
    const url = `${env.STORAGE_PUBLIC_URL}/demo/ok.png`;
    const res = await image(url);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    expect(await image(url).then((r) => r.statusCode)).toBe(200);
    expect(fetched).toEqual(['/bucket/demo/ok.png']);
  });

  it.each([
    ['a redirect (never followed)', 'moved.png', 400, 'IMAGE_SOURCE_NOT_ALLOWED'],
    ['a declared length over the cap', 'declared-big.png', 413, 'IMAGE_TOO_LARGE'],
    ['a streamed body over the cap', 'streamed-big.png', 413, 'IMAGE_TOO_LARGE'],
    ['a missing object', 'missing.png', 404, 'IMAGE_NOT_FOUND'],
    ['a storage error', 'broken.png', 502, 'IMAGE_SOURCE_FAILED'],
    ['a storage slower than the deadline', 'slow.png', 504, 'IMAGE_TIMEOUT'],
  ])('answers %s (%s: %i %s)', async (_name, file, status, code) => {
    const res = await image(`${env.STORAGE_PUBLIC_URL}/demo/${file}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });

  it('follows no redirect: only the first URL is requested', async () => {
    await image(`${env.STORAGE_PUBLIC_URL}/demo/moved.png`);
    expect(fetched).toEqual(['/bucket/demo/moved.png']);
  });

  it('refuses other hosts, including the API itself', async () => {
    for (const url of [
      'http://localhost:3333/uploads/demo/ok.png',
      'http://127.0.0.1/bucket/x.png',
    ]) {
      const res = await image(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMAGE_SOURCE_NOT_ALLOWED' });
    }
    expect(fetched).toEqual([]);
  });

  it('does not serve /uploads (the files are not local)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/demo/ok.png' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /_image when the storage fails', () => {
  const dead = useTestApp('pglite', { seed: false, env: deadEnv });
  const FIXED = 'Não foi possível ler a imagem no armazenamento. Tente novamente.';

  it('answers 502 with a fixed message, never the connection error', async () => {
    const res = await dead.app.inject({
      method: 'GET',
      url: `/_image?url=${encodeURIComponent(`${deadEnv.STORAGE_PUBLIC_URL}/demo/ok.png`)}&w=320`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      code: 'IMAGE_SOURCE_FAILED',
      message: FIXED,
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|internal-bucket/);
  });

  it('says the same when the storage answers an error status', async () => {
    const res = await image(`${env.STORAGE_PUBLIC_URL}/demo/broken.png`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'IMAGE_SOURCE_FAILED', message: FIXED });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { useTestApp } from '../../../test/helpers/test-app';

// Low caps so the tests need no huge files; the proxy needs no database (one PGlite run).
const ctx = useTestApp('pglite', {
  seed: false,
  env: { IMAGE_MAX_SOURCE_BYTES: '200000', IMAGE_MAX_INPUT_PIXELS: '1000000' },
});
const STORAGE = 'http://localhost:3333/uploads';

/** A tiny PNG whose header claims width x height (the pixel data would never fit). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR: length (8..11), type (12..15), width (16..19), height (20..23), ..., CRC (29..32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const image = (url: string, w = 320) =>
  ctx.app.inject({ method: 'GET', url: `/_image?url=${encodeURIComponent(url)}&w=${w}` });

function putFile(key: string, body: Buffer): void {
  const file = path.join(ctx.dataDir, 'uploads', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(async () => {
  putFile(
    'demo/ok.png',
    await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3862ae' } })
      .png()
      .toBuffer(),
  );
});

describe('GET /_image sources', () => {
  it('accepts an object of the storage host', async () => {
    const res = await image(`${STORAGE}/demo/ok.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['another host', 'http://evil.com/uploads/demo/ok.png'],
    ['https instead of http', 'https://localhost:3333/uploads/demo/ok.png'],
    ['loopback IP', 'http://127.0.0.1:3333/uploads/demo/ok.png'],
    ['loopback IP without port', 'http://127.0.0.1/uploads/demo/ok.png'],
    ['localhost on another port', 'http://localhost:5432/uploads/demo/ok.png'],
    ['localhost without port', 'http://localhost/uploads/demo/ok.png'],
    ['the API outside /uploads', 'http://localhost:3333/dev/outbox/latest'],
    ['a sibling of the prefix', 'http://localhost:3333/uploadsx/demo/ok.png'],
    ['the prefix itself', 'http://localhost:3333/uploads/'],
    ['private 10/8', 'http://10.0.0.1/uploads/demo/ok.png'],
    ['private 172.16/12', 'http://172.16.5.4/uploads/demo/ok.png'],
    ['private 192.168/16', 'http://192.168.1.1/uploads/demo/ok.png'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 link-local', 'http://[fe80::1]/uploads/demo/ok.png'],
    ['IPv6 loopback', 'http://[::1]:3333/uploads/demo/ok.png'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]:3333/uploads/demo/ok.png'],
    ['decimal IP', 'http://2130706433:3333/uploads/demo/ok.png'],
    ['userinfo pointing elsewhere', 'http://localhost:3333@evil.com/uploads/demo/ok.png'],
    ['userinfo before the host', 'http://evil.com@localhost:3333/uploads/demo/ok.png'],
    ['fragment trick', 'http://evil.com#@localhost:3333/uploads/demo/ok.png'],
    ['fragment after the key', `${STORAGE}/demo/ok.png#x`],
    ['query after the key', `${STORAGE}/demo/ok.png?x=1`],
    ['backslash host', 'http://localhost:3333\\@evil.com/uploads/demo/ok.png'],
    ['backslash in the path', `${STORAGE}/demo\\ok.png`],
    ['dot-dot', `${STORAGE}/demo/../../api.lock`],
    ['encoded dot-dot', `${STORAGE}/demo/%2e%2e/%2e%2e/api.lock`],
    ['double-encoded dot-dot', `${STORAGE}/demo/%252e%252e/api.lock`],
    ['encoded slash', `${STORAGE}/demo%2fok.png`],
    ['hidden file', `${STORAGE}/demo/.env`],
    ['empty segment (absolute path)', `${STORAGE}//etc/passwd`],
    ['upper-case host', 'http://LOCALHOST:3333/uploads/demo/ok.png'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['gopher:', 'gopher://localhost:3333/_uploads/demo/ok.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', '/uploads/demo/ok.png'],
    ['protocol-relative', '//localhost:3333/uploads/demo/ok.png'],
    ['leading space', ` ${STORAGE}/demo/ok.png`],
    ['newline in the key', `${STORAGE}/demo/ok.png\nx`],
  ])('refuses %s with 400 IMAGE_SOURCE_NOT_ALLOWED', async (_name, url) => {
    const res = await image(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_SOURCE_NOT_ALLOWED' });
  });

  it('answers 413 IMAGE_TOO_LARGE over the byte cap (IMAGE_MAX_SOURCE_BYTES)', async () => {
    putFile('demo/big.jpg', Buffer.alloc(200_001, 1));
    const res = await image(`${STORAGE}/demo/big.jpg`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('answers 422 IMAGE_TOO_MANY_PIXELS over the pixel cap (IMAGE_MAX_INPUT_PIXELS)', async () => {
    // 1200 x 1000 = 1.2 MP of one colour: a few hundred bytes of PNG.
    const body = await sharp({
      create: { width: 1200, height: 1000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(body.length).toBeLessThan(200_000);
    putFile('demo/wide.png', body);
    const res = await image(`${STORAGE}/demo/wide.png`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
  });

  it('refuses a 10000 x 10000 header (decompression bomb) before decoding it', async () => {
    putFile('demo/bomb.png', await pngClaiming(10_000, 10_000));
    const res = await image(`${STORAGE}/demo/bomb.png`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
  });

  it('answers 404 for a directory', async () => {
    const res = await image(`${STORAGE}/demo`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
  });
});

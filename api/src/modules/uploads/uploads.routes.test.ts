import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useTestApp } from '../../../test/helpers/test-app';
import { writePlaceholderProductImage } from './index';

// Object storage needs no database: one run on PGlite is enough.
const ctx = useTestApp('pglite', { seed: false });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

function putFile(relative: string, body: Buffer | string): void {
  const file = path.join(ctx.dataDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(() => {
  putFile('uploads/demo/products/a.webp', 'webp-bytes');
  putFile('uploads/demo/logo.png', 'png-bytes');
  putFile('uploads/demo/photo.JPG', 'jpg-bytes');
  putFile('uploads/demo/icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  putFile('uploads/demo/notes.txt', 'text');
  putFile('secret.txt', 'outside the uploads directory');
});

describe('GET /uploads/*', () => {
  it.each([
    ['/uploads/demo/products/a.webp', 'image/webp', 'webp-bytes'],
    ['/uploads/demo/logo.png', 'image/png', 'png-bytes'],
    ['/uploads/demo/photo.JPG', 'image/jpeg', 'jpg-bytes'],
    ['/uploads/demo/notes.txt', 'application/octet-stream', 'text'],
  ])('serves %s as %s with a year-long cache', async (url, type, body) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(body.length));
    expect(res.body).toBe(body);
  });

  it('sandboxes SVG files', async () => {
    const res = await get('/uploads/demo/icon.svg');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/uploads/demo/logo.png');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get('/uploads/demo/logo.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is read-only', async () => {
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/uploads/demo/logo.png', payload: 'x' });
      expect(res.statusCode).toBe(404);
    }
    expect(fs.readFileSync(path.join(ctx.dataDir, 'uploads/demo/logo.png'), 'utf8')).toBe(
      'png-bytes',
    );
  });

  it.each([
    ['a missing file', '/uploads/demo/none.webp'],
    ['a directory (no listing)', '/uploads/demo'],
    ['a directory with a slash', '/uploads/demo/'],
    ['the root', '/uploads/'],
    ['dot-dot', '/uploads/../secret.txt'],
    ['dot-dot inside', '/uploads/demo/../../secret.txt'],
    ['encoded dot-dot', '/uploads/%2e%2e/secret.txt'],
    ['encoded dot-dot, upper case', '/uploads/demo/%2E%2E/%2E%2E/secret.txt'],
    ['encoded slash', '/uploads/demo%2f..%2f..%2fsecret.txt'],
    ['double-encoded dot-dot', '/uploads/%252e%252e/secret.txt'],
    ['backslash', '/uploads/demo\\..\\..\\secret.txt'],
    ['encoded backslash', '/uploads/demo/..%5c..%5csecret.txt'],
    ['absolute path', '/uploads//etc/passwd'],
    ['encoded absolute path', '/uploads/%2fetc%2fpasswd'],
    ['hidden file', '/uploads/demo/.hidden'],
    ['NUL byte', '/uploads/demo/logo.png%00.txt'],
  ])('answers 404 to %s', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('outside the uploads directory');
  });
});

describe('writePlaceholderProductImage', () => {
  it('stores a WebP product picture under the tenant and serves it', async () => {
    const image = await writePlaceholderProductImage({ uriName: 'demo' }, 7, {
      storage: ctx.app.storage,
    });
    expect(image).toEqual({
      key: 'demo/products/placeholder-7.webp',
      url: 'http://localhost:3333/uploads/demo/products/placeholder-7.webp',
    });
    const res = await get('/uploads/demo/products/placeholder-7.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
    // Other products get other colours.
    const other = await writePlaceholderProductImage('demo', 8, { storage: ctx.app.storage });
    const pixel = async (key: string) =>
      (await sharp(path.join(ctx.dataDir, 'uploads', key)).stats()).dominant;
    expect(await pixel(other.key)).not.toEqual(await pixel(image.key));

    // The image proxy takes its URL as a source.
    const resized = await get(`/_image?url=${encodeURIComponent(image.url)}&w=320`);
    expect(resized.statusCode).toBe(200);
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
  });
});

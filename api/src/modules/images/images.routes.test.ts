import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useTestApp } from '../../../test/helpers/test-app';

// The proxy needs no database: one run on PGlite is enough.
const ctx = useTestApp('pglite', { seed: false });
const STORAGE = 'http://localhost:3333/uploads';

async function putImage(key: string, width: number, height: number): Promise<void> {
  const file = path.join(ctx.dataDir, 'uploads', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Noise compresses badly, so quality differences show in the byte count.
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + (i >> 5) * 31) % 251;
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toFile(file);
}

const image = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/_image?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers,
  });

beforeAll(async () => {
  await putImage('demo/products/wide.jpg', 2000, 1000);
  await putImage('demo/products/small.jpg', 200, 100);
});

describe('GET /_image', () => {
  it('resizes to WebP of the requested width, keeping the aspect', async () => {
    const res = await image({ url: `${STORAGE}/demo/products/wide.jpg`, w: 640 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('takes the height from the aspect ratio and never enlarges', async () => {
    const wide = await image({ url: `${STORAGE}/demo/products/wide.jpg`, w: 1024 });
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1024, height: 512 });
    const small = await image({ url: `${STORAGE}/demo/products/small.jpg`, w: 1280 });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('applies the quality (default 100) and the placeholder blur', async () => {
    const url = `${STORAGE}/demo/products/wide.jpg`;
    const best = await image({ url, w: 768 });
    const low = await image({ url, w: 768, q: 75 });
    expect(low.statusCode).toBe(200);
    expect(low.rawPayload.length).toBeLessThan(best.rawPayload.length / 2);
    expect(await image({ url, w: 768, q: 100 }).then((r) => r.headers.etag)).toBe(
      best.headers.etag,
    );

    const placeholder = await image({ url, w: 10, h: 10, q: 50, blur: 3 });
    expect(placeholder.statusCode).toBe(200);
    expect(await sharp(placeholder.rawPayload).metadata()).toMatchObject({ width: 10, height: 5 });

    // 40 px squares are one pixel each at 10×5: sharp without blur, flattened with it.
    const squares = Buffer.alloc(400 * 200 * 3);
    for (let i = 0; i < squares.length; i += 3) {
      const x = (i / 3) % 400;
      const y = Math.floor(i / 3 / 400);
      squares.fill((Math.floor(x / 40) + Math.floor(y / 40)) % 2 ? 255 : 0, i, i + 3);
    }
    const file = path.join(ctx.dataDir, 'uploads/demo/products/squares.png');
    await sharp(squares, { raw: { width: 400, height: 200, channels: 3 } }).toFile(file);
    const plain = await sharp(file).resize({ width: 10, height: 10, fit: 'inside' }).toBuffer();
    const blurred = await image({ url: `${STORAGE}/demo/products/squares.png`, w: 10 });
    const stdev = async (body: Buffer) => (await sharp(body).stats()).channels[0]?.stdev ?? 0;
    expect(await stdev(blurred.rawPayload)).toBeLessThan((await stdev(plain)) / 2);
  });

  it('serves a repeat from the disk cache and answers 304 to If-None-Match', async () => {
    const query = { url: `${STORAGE}/demo/products/wide.jpg`, w: 320 };
    const first = await image(query);
    const rendered = ctx.app.images.stats.rendered;
    const second = await image(query);
    expect(second.statusCode).toBe(200);
    expect(ctx.app.images.stats.rendered).toBe(rendered);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cacheDir = path.join(ctx.dataDir, 'image-cache');
    expect(fs.readdirSync(cacheDir).length).toBeGreaterThan(0);

    const etag = String(first.headers.etag);
    const notModified = await image(query, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
  });

  it('renders again when the stored file is replaced', async () => {
    const query = { url: `${STORAGE}/demo/products/replaced.jpg`, w: 320 };
    await putImage('demo/products/replaced.jpg', 800, 400);
    const before = await image(query);
    await putImage('demo/products/replaced.jpg', 800, 800);
    const file = path.join(ctx.dataDir, 'uploads/demo/products/replaced.jpg');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await image(query);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it.each([
    ['w not in the allowed widths', { w: 500 }, 'w'],
    ['w too large', { w: 5000 }, 'w'],
    ['h zero', { h: 0 }, 'h'],
    ['q zero', { q: 0 }, 'q'],
    ['q over 100', { q: 101 }, 'q'],
    ['blur too small', { blur: 0.1 }, 'blur'],
    ['blur too large', { blur: 25 }, 'blur'],
    ['w not a number', { w: 'big' }, 'w'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_name, params, field) => {
    const res = await image({ url: `${STORAGE}/demo/products/wide.jpg`, ...params });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('is in the OpenAPI document with its query and binary answer', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths['/_image'].get;
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'blur',
      'h',
      'q',
      'url',
      'w',
    ]);
    expect(op.responses['200'].content['image/webp']).toBeDefined();
    expect(doc.paths['/uploads/*'] ?? doc.paths['/uploads/{*}']).toBeDefined();
  });

  it('answers 400 VALIDATION_ERROR without url', async () => {
    const res = await image({ w: 320 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 404 IMAGE_NOT_FOUND for a missing object', async () => {
    const res = await image({ url: `${STORAGE}/demo/products/none.jpg`, w: 320 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
  });

  it('answers 422 IMAGE_INVALID for a damaged or non-image file', async () => {
    const dir = path.join(ctx.dataDir, 'uploads/demo/products');
    const good = fs.readFileSync(path.join(dir, 'wide.jpg'));
    fs.writeFileSync(path.join(dir, 'cut.jpg'), good.subarray(0, 300));
    fs.writeFileSync(path.join(dir, 'text.png'), 'not an image at all');
    for (const name of ['cut.jpg', 'text.png']) {
      const res = await image({ url: `${STORAGE}/demo/products/${name}`, w: 320 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'IMAGE_INVALID' });
    }
  });
});

describe('GET /_image deadline (IMAGE_TIMEOUT_MS)', () => {
  const slow = useTestApp('pglite', { seed: false, env: { IMAGE_TIMEOUT_MS: '1' } });

  it('answers 504 IMAGE_TIMEOUT when the render takes longer', async () => {
    const file = path.join(slow.dataDir, 'uploads/demo/big.jpg');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const noise = Buffer.alloc(3000 * 2000 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
      .jpeg()
      .toFile(file);
    const res = await slow.app.inject({
      method: 'GET',
      url: `/_image?url=${encodeURIComponent(`${STORAGE}/demo/big.jpg`)}&w=1536`,
    });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ statusCode: 504, code: 'IMAGE_TIMEOUT' });
    await slow.app.images.idle();
  });
});

describe('GET /_image concurrency (IMAGE_CONCURRENCY, IMAGE_QUEUE_MAX)', () => {
  const busy = useTestApp('pglite', {
    seed: false,
    env: { IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_MAX: '1' },
  });

  it('renders one at a time, queues one and answers 503 IMAGE_BUSY to the rest', async () => {
    const file = path.join(busy.dataDir, 'uploads/demo/big.jpg');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const noise = Buffer.alloc(3000 * 2000 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
      .jpeg()
      .toFile(file);
    const url = encodeURIComponent(`${STORAGE}/demo/big.jpg`);
    const answers = await Promise.all(
      [320, 640, 768, 1024].map((w) =>
        busy.app.inject({ method: 'GET', url: `/_image?url=${url}&w=${w}` }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    const refused = answers.find((r) => r.statusCode === 503);
    expect(refused?.json()).toMatchObject({ code: 'IMAGE_BUSY' });
    expect(refused?.headers['retry-after']).toBe('2');
  });
});

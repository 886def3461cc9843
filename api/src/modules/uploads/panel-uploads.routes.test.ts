import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createUser, hostOf, session } from '../../../test/helpers/auth';
import { multipartBody, type FormPart } from '../../../test/helpers/multipart';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const MAX_BYTES = 300_000;
const MAX_PIXELS = 1_000_000;
const PUBLIC = 'http://localhost:3333/uploads';
const YEAR = String(new Date().getUTCFullYear());

// channels 4: half transparent.
const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: { r: 56, g: 98, b: 174, alpha: 0.5 } },
  });

interface Fixtures {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  avif: Buffer;
  /** 120×80 pixels, EXIF orientation 6 (shown 80×120), a copyright and an artist in EXIF. */
  rotatedJpeg: Buffer;
  bigPng: Buffer;
  pdf: Buffer;
}

const SECRET = 'Segredo da Loja';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(1)</script></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

async function makeFixtures(): Promise<Fixtures> {
  const exif = { IFD0: { Copyright: SECRET, Artist: 'Fulano' } };
  return {
    png: await solid(300, 200, 4).withExif(exif).png().toBuffer(),
    jpeg: await solid(320, 240).withExif(exif).jpeg().toBuffer(),
    webp: await solid(64, 48).withExif(exif).webp().toBuffer(),
    avif: await solid(40, 30).avif().toBuffer(),
    rotatedJpeg: await solid(120, 80)
      .withExif(exif)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
    // 1001 × 1000 pixels: one row over MAX_PIXELS, still far under MAX_BYTES.
    bigPng: await solid(1001, 1000).png({ compressionLevel: 9 }).toBuffer(),
    pdf: PDF,
  };
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    env: { UPLOAD_MAX_BYTES: String(MAX_BYTES), IMAGE_MAX_INPUT_PIXELS: String(MAX_PIXELS) },
  });
  let f: Fixtures;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    f = await makeFixtures();
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      await createUser(ctx.app, 'demo', `${role}@demo.com`, { role });
      tokens[role] = (await session(ctx.app, 'demo', `${role}@demo.com`)).token;
    }
    await createUser(ctx.app, 'acme', 'editor@acme.com', { role: 'editor' });
    tokens.acme = (await session(ctx.app, 'acme', 'editor@acme.com')).token;
  });

  const upload = (
    parts: FormPart[],
    { token = tokens.editor, host = hostOf('demo') }: { token?: string | null; host?: string } = {},
  ) => {
    const { payload, headers } = multipartBody(parts);
    return ctx.app.inject({
      method: 'POST',
      url: '/panel/uploads',
      payload,
      headers: { ...headers, host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const file = (value: Buffer, filename = 'foto.png', contentType = 'image/png'): FormPart => ({
    name: 'file',
    value,
    filename,
    contentType,
  });
  const kindField = (value: string): FormPart => ({ name: 'kind', value });

  /** Every stored file under DATA_DIR/uploads, as keys. */
  const storedKeys = (): string[] => {
    const root = path.join(ctx.dataDir, 'uploads');
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((p) => fs.statSync(path.join(root, p)).isFile())
      .map((p) => p.split(path.sep).join('/'))
      .sort();
  };
  const keyOf = (url: string) => url.slice(`${PUBLIC}/`.length);
  const readStored = (url: string) =>
    ctx.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { host: hostOf('demo') },
    });
  const proxy = (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/_image?url=${encodeURIComponent(url)}&w=320` });

  describe('POST /panel/uploads: images', () => {
    it.each([
      ['PNG', 'png', 300, 200],
      ['JPEG', 'jpeg', 320, 240],
      ['WebP', 'webp', 64, 48],
      ['AVIF', 'avif', 40, 30],
    ] as const)(
      'stores a %s re-encoded as WebP without metadata, readable at its url and through /_image',
      async (_name, fixture, width, height) => {
        const source = f[fixture];
        expect((await sharp(source).metadata()).format).toBe(fixture === 'avif' ? 'heif' : fixture);
        const res = await upload([file(source, `foto.${fixture}`, `image/${fixture}`)]);
        expect(res.statusCode).toBe(201);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual([
          'bytes',
          'contentType',
          'height',
          'url',
          'width',
        ]);
        expect(body).toMatchObject({ width, height, contentType: 'image/webp' });
        expect(body.url).toMatch(new RegExp(`^${PUBLIC}/demo/image/${YEAR}/[0-9a-f]{32}\\.webp$`));

        const stored = await readStored(body.url);
        expect(stored.statusCode).toBe(200);
        expect(stored.headers['content-type']).toBe('image/webp');
        expect(stored.rawPayload.length).toBe(body.bytes);
        expect(stored.rawPayload.equals(source)).toBe(false);
        const meta = await sharp(stored.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height });
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(stored.rawPayload.includes(SECRET)).toBe(false);

        const resized = await proxy(body.url);
        expect(resized.statusCode).toBe(200);
        expect(resized.headers['content-type']).toBe('image/webp');
        expect((await sharp(resized.rawPayload).metadata()).width).toBe(Math.min(width, 320));
      },
    );

    it('applies the EXIF orientation, then drops EXIF (copyright, artist)', async () => {
      const before = await sharp(f.rotatedJpeg).metadata();
      expect(before).toMatchObject({ width: 120, height: 80, orientation: 6 });
      expect(before.exif).toBeDefined();
      expect(f.rotatedJpeg.includes(SECRET)).toBe(true);

      const res = await upload([file(f.rotatedJpeg, 'celular.jpg', 'image/jpeg')]);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ width: 80, height: 120 });
      const stored = (await readStored(res.json().url)).rawPayload;
      const after = await sharp(stored).metadata();
      expect(after).toMatchObject({ width: 80, height: 120 });
      expect(after.orientation).toBeUndefined();
      expect(after.exif).toBeUndefined();
      expect(stored.includes(SECRET)).toBe(false);
      expect(stored.includes('Fulano')).toBe(false);
    });

    it('keeps a PNG sharp (lossless) and its transparency', async () => {
      const res = await upload([file(f.png)]);
      const stored = (await readStored(res.json().url)).rawPayload;
      expect((await sharp(stored).metadata()).hasAlpha).toBe(true);
      const original = await sharp(f.png).raw().toBuffer();
      expect((await sharp(stored).raw().toBuffer()).equals(original)).toBe(true);
    });

    it.each(['logo', 'banner', 'image'])('files kind=%s under <tenant>/%s/<year>/', async (k) => {
      const res = await upload([kindField(k), file(f.webp)]);
      expect(res.statusCode).toBe(201);
      expect(keyOf(res.json().url)).toMatch(new RegExp(`^demo/${k}/${YEAR}/[0-9a-f]{32}\\.webp$`));
      expect(storedKeys()).toContain(keyOf(res.json().url));
    });

    it('reads kind after the file too', async () => {
      const res = await upload([file(f.webp), kindField('logo')]);
      expect(res.statusCode).toBe(201);
      expect(keyOf(res.json().url)).toMatch(/^demo\/logo\//);
    });

    it('gives the same file a new key every time (keys are immutable)', async () => {
      const a = await upload([file(f.webp)]);
      const b = await upload([file(f.webp)]);
      expect(a.json().url).not.toBe(b.json().url);
    });

    it("stores under the uploader's tenant", async () => {
      const res = await upload([file(f.png)], { token: tokens.acme, host: hostOf('acme') });
      expect(res.statusCode).toBe(201);
      const key = keyOf(res.json().url);
      expect(key).toMatch(new RegExp(`^acme/image/${YEAR}/`));
      expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', ...key.split('/')))).toBe(true);
    });
  });

  describe('POST /panel/uploads: documents', () => {
    it('stores a PDF as it came when kind=document', async () => {
      const res = await upload([
        kindField('document'),
        file(f.pdf, 'ficha.pdf', 'application/pdf'),
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        url: expect.stringMatching(
          new RegExp(`^${PUBLIC}/demo/document/${YEAR}/[0-9a-f]{32}\\.pdf$`),
        ),
        width: null,
        height: null,
        bytes: f.pdf.length,
        contentType: 'application/pdf',
      });
      const stored = await readStored(res.json().url);
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['content-type']).toBe('application/pdf');
      expect(stored.headers['x-content-type-options']).toBe('nosniff');
      expect(stored.rawPayload.equals(f.pdf)).toBe(true);
    });

    it('takes an image as a document too (re-encoded like any image)', async () => {
      const res = await upload([kindField('document'), file(f.jpeg, 'nota.jpg', 'image/jpeg')]);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ contentType: 'image/webp', width: 320, height: 240 });
      expect(keyOf(res.json().url)).toMatch(/^demo\/document\/.*\.webp$/);
    });

    it.each(['image', 'logo', 'banner'])('refuses a PDF as kind=%s', async (k) => {
      const res = await upload([kindField(k), file(f.pdf, 'ficha.pdf', 'application/pdf')]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: [
          { field: 'file', reason: expect.stringContaining('PDF só é aceito como documento') },
        ],
      });
    });
  });

  describe('POST /panel/uploads: refused files (the bytes decide, never the name or type)', () => {
    it.each([
      ['an SVG', SVG, 'logo.svg', 'image/svg+xml', /SVG não são aceitos/],
      ['an SVG named .png', SVG, 'logo.png', 'image/png', /SVG não são aceitos/],
      ['PDF bytes named .png', PDF, 'foto.png', 'image/png', /PDF só é aceito como documento/],
      ['HTML named .png', HTML, 'foto.png', 'image/png', /Tipo de arquivo não aceito/],
      [
        'HTML named .pdf, as a document',
        HTML,
        'ficha.pdf',
        'application/pdf',
        /Tipo de arquivo não aceito/,
      ],
      [
        'a GIF',
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        'a.gif',
        'image/gif',
        /Tipo de arquivo não aceito/,
      ],
      [
        'text that names %PDF- later',
        Buffer.from('hello %PDF-1.4'),
        'a.pdf',
        'application/pdf',
        /Tipo de arquivo não aceito/,
      ],
    ])('refuses %s with 400 on the file field', async (name, bytes, filename, type, reason) => {
      const parts = [file(bytes, filename, type)];
      if (name.includes('document') || filename.endsWith('.pdf'))
        parts.unshift(kindField('document'));
      const before = storedKeys();
      const res = await upload(parts);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.fields).toEqual([{ field: 'file', reason: expect.stringMatching(reason) }]);
      expect(storedKeys()).toEqual(before);
    });

    it('refuses an SVG as a document as well', async () => {
      const res = await upload([kindField('document'), file(SVG, 'a.svg', 'image/svg+xml')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].reason).toMatch(/SVG/);
    });

    it('answers 413 UPLOAD_TOO_LARGE past UPLOAD_MAX_BYTES', async () => {
      const big = Buffer.concat([f.png, Buffer.alloc(MAX_BYTES + 1 - f.png.length)]);
      const before = storedKeys();
      const res = await upload([file(big)]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'UPLOAD_TOO_LARGE',
        fields: [{ field: 'file', reason: expect.stringContaining('MB') }],
      });
      expect(storedKeys()).toEqual(before);
    });

    it('reads a file of exactly UPLOAD_MAX_BYTES (a damaged PNG here: 422, not 413)', async () => {
      const exact = Buffer.concat([f.png.subarray(0, 64), Buffer.alloc(MAX_BYTES - 64, 7)]);
      const res = await upload([file(exact)]);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('UPLOAD_INVALID');
    });

    it('answers 422 UPLOAD_TOO_MANY_PIXELS past IMAGE_MAX_INPUT_PIXELS', async () => {
      expect(f.bigPng.length).toBeLessThan(MAX_BYTES);
      const res = await upload([file(f.bigPng)]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'UPLOAD_TOO_MANY_PIXELS' });
    });

    it.each([
      ['a truncated PNG', () => f.png.subarray(0, Math.floor(f.png.length / 2))],
      ['a truncated JPEG', () => f.jpeg.subarray(0, Math.floor(f.jpeg.length / 2))],
      [
        'a PNG signature and noise',
        () => Buffer.concat([f.png.subarray(0, 8), Buffer.alloc(500, 1)]),
      ],
      [
        'a JPEG signature and noise',
        () => Buffer.concat([f.jpeg.subarray(0, 3), Buffer.alloc(500, 1)]),
      ],
      [
        'a WebP header and noise',
        () => Buffer.concat([f.webp.subarray(0, 16), Buffer.alloc(200, 3)]),
      ],
    ])('answers 422 UPLOAD_INVALID to %s', async (_name, bytes) => {
      const before = storedKeys();
      const res = await upload([file(bytes())]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'UPLOAD_INVALID',
        fields: [{ field: 'file', reason: expect.any(String) }],
      });
      expect(storedKeys()).toEqual(before);
    });
  });

  describe('POST /panel/uploads: who may upload', () => {
    it.each(['owner', 'admin', 'editor'])('takes a file from an %s', async (role) => {
      const res = await upload([file(f.webp)], { token: tokens[role] });
      expect(res.statusCode).toBe(201);
    });

    it('answers 401 without a token, storing nothing', async () => {
      const before = storedKeys();
      const res = await upload([file(f.png)], { token: null });
      expect(res.statusCode).toBe(401);
      expect(storedKeys()).toEqual(before);
    });

    it('answers 403 FORBIDDEN to a viewer', async () => {
      const before = storedKeys();
      const res = await upload([file(f.png)], { token: tokens.viewer });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(storedKeys()).toEqual(before);
    });

    it("answers 401 to acme's token on demo's host", async () => {
      const before = storedKeys();
      const res = await upload([file(f.png)], { token: tokens.acme, host: hostOf('demo') });
      expect(res.statusCode).toBe(401);
      expect(storedKeys()).toEqual(before);
    });
  });

  describe('POST /panel/uploads: malformed requests are 4xx, never 500', () => {
    const send = (payload: string | Buffer | undefined, contentType?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/panel/uploads',
        ...(payload !== undefined ? { payload } : {}),
        headers: {
          host: hostOf('demo'),
          authorization: `Bearer ${tokens.editor}`,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
      });

    it.each([
      ['JSON', '{"file":"x"}', 'application/json'],
      ['plain text', 'file=x', 'text/plain'],
      ['no body', undefined, undefined],
    ])('answers 415 UPLOAD_NOT_MULTIPART to %s', async (_name, payload, type) => {
      const res = await send(payload, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UPLOAD_NOT_MULTIPART');
    });

    it('answers 415 to raw bytes (application/octet-stream)', async () => {
      const res = await send(f.png, 'application/octet-stream');
      expect(res.statusCode).toBe(415);
    });

    it('answers 400 UPLOAD_MALFORMED to multipart without a boundary', async () => {
      const res = await send('x', 'multipart/form-data');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UPLOAD_MALFORMED');
    });

    it('answers 400 UPLOAD_MALFORMED to a multipart body cut short', async () => {
      const { payload, headers } = multipartBody([file(f.png)]);
      const res = await send(payload.subarray(0, 200), headers['content-type']);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UPLOAD_MALFORMED');
    });

    it('answers 400 VALIDATION_ERROR to a form with too many parts', async () => {
      const extra = ['a', 'b', 'c', 'd'].map((name) => ({ name, value: 'x' }));
      const res = await upload([...extra, file(f.webp)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: [{ field: 'request', reason: expect.stringContaining('campos a mais') }],
      });
    });

    it.each([
      ['no file', [kindField('image')], 'file', /Nenhum arquivo/],
      ['an empty file', [file(Buffer.alloc(0))], 'file', /vazio/],
      [
        'a file in another field',
        [{ ...file(Buffer.from('x')), name: 'image' }],
        'file',
        /campo "file"/,
      ],
      [
        'two files',
        [file(Buffer.from('a')), { ...file(Buffer.from('b')), name: 'file2' }],
        'file',
        /único arquivo/,
      ],
      [
        'an unknown kind',
        [kindField('video'), file(Buffer.from('x'))],
        'kind',
        /logo, banner, image, document/,
      ],
    ] as const)('answers 400 VALIDATION_ERROR to %s', async (_name, parts, field, reason) => {
      const res = await upload([...parts]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: [{ field, reason: expect.stringMatching(reason) }],
      });
    });
  });
});

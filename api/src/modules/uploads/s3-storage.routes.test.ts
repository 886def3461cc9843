import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { createUser, hostOf, session } from '../../../test/helpers/auth';
import { multipartBody, type FormPart } from '../../../test/helpers/multipart';
import { S3RVER_CREDENTIALS, startS3rver, type S3Server } from '../../../test/helpers/s3rver';
import { useTestApp } from '../../../test/helpers/test-app';
import { writePlaceholderProductImage } from './placeholder-image';
import { createS3Client } from './s3-storage';
import { createStorage } from './storage';

/**
 * STORAGE_DRIVER=s3 against a real S3-compatible server: s3rver in a child process of its own,
 * on a free loopback port, with a bucket created through the S3 API. Storage does not depend on
 * the database, so one run on PGlite covers it.
 */
const BUCKET = 'catalogo-media';
const MAX_SOURCE_BYTES = 200_000;
const YEAR = String(new Date().getUTCFullYear());

let server: S3Server;
let bucket: S3Client;
const env: Record<string, string> = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  IMAGE_MAX_SOURCE_BYTES: String(MAX_SOURCE_BYTES),
};

const s3Settings = (bucketName = BUCKET) => ({
  endpoint: server.endpoint,
  region: 'us-east-1',
  bucket: bucketName,
  forcePathStyle: true,
  credentials: S3RVER_CREDENTIALS,
});

beforeAll(async () => {
  server = await startS3rver();
  env.S3_ENDPOINT = server.endpoint;
  // Path-style: the bucket is the first path segment of its public URL.
  env.STORAGE_PUBLIC_URL = `${server.endpoint}/${BUCKET}`;
  bucket = createS3Client(s3Settings());
  await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  bucket?.destroy();
  await server?.stop();
});

const ctx = useTestApp('pglite', { env });
let token: string;
let png: Buffer;

beforeAll(async () => {
  await createUser(ctx.app, 'demo', 'editor@demo.com', { role: 'editor' });
  token = (await session(ctx.app, 'demo', 'editor@demo.com')).token;
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3862ae' } })
    .withExif({ IFD0: { Copyright: 'Segredo da Loja' } })
    .png()
    .toBuffer();
});

const upload = (parts: FormPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/panel/uploads',
    payload,
    headers: { ...headers, host: hostOf('demo'), authorization: `Bearer ${token}` },
  });
};
const proxy = (url: string) =>
  ctx.app.inject({ method: 'GET', url: `/_image?url=${encodeURIComponent(url)}&w=320` });
const keyOf = (url: string) => url.slice(`${env.STORAGE_PUBLIC_URL}/`.length);

async function objectInBucket(key: string) {
  const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return {
    contentType: object.ContentType,
    cacheControl: object.CacheControl,
    body: Buffer.from(
      await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    ),
  };
}

describe('STORAGE_DRIVER=s3 (s3rver)', () => {
  it('stores an upload in the bucket under the tenant, public at its url and served by /_image', async () => {
    expect(ctx.app.storage.driver).toBe('s3');
    const res = await upload([
      { name: 'file', value: png, filename: 'a.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 400, height: 200, contentType: 'image/webp' });
    expect(body.url).toMatch(
      new RegExp(`^${env.STORAGE_PUBLIC_URL}/demo/image/${YEAR}/[0-9a-f]{32}\\.webp$`),
    );
    const key = keyOf(body.url);

    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'demo/' }));
    expect(listed.Contents?.map((o) => o.Key)).toContain(key);
    const object = await objectInBucket(key);
    expect(object.contentType).toBe('image/webp');
    expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(object.body.length).toBe(body.bytes);
    const meta = await sharp(object.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 200 });
    expect(meta.exif).toBeUndefined();

    // Public: a plain GET of the url, as a browser would.
    const fetched = await fetch(body.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(object.body)).toBe(true);

    const resized = await proxy(body.url);
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
  });

  it('stores a PDF document with its content type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const res = await upload([
      { name: 'kind', value: 'document' },
      { name: 'file', value: pdf, filename: 'ficha.pdf', contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: null, height: null, contentType: 'application/pdf' });
    const object = await objectInBucket(keyOf(res.json().url));
    expect(object.contentType).toBe('application/pdf');
    expect(object.body.equals(pdf)).toBe(true);
  });

  it('answers /_image for a missing object with 404 and for an oversized one with 413', async () => {
    const missing = await proxy(`${env.STORAGE_PUBLIC_URL}/demo/image/none.webp`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('IMAGE_NOT_FOUND');

    await bucket.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'demo/image/huge.png',
        Body: Buffer.concat([png, Buffer.alloc(MAX_SOURCE_BYTES)]),
      }),
    );
    const huge = await proxy(`${env.STORAGE_PUBLIC_URL}/demo/image/huge.png`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('IMAGE_TOO_LARGE');
  });

  it('writes seed pictures once: version() is null until the object exists', async () => {
    const { storage } = ctx.app;
    const key = 'demo/products/placeholder-3.webp';
    expect(await storage.version(key)).toBeNull();
    const first = await writePlaceholderProductImage('demo', 3, { storage });
    expect(first).toEqual({ key, url: `${env.STORAGE_PUBLIC_URL}/${key}` });
    const version = await storage.version(key);
    expect(version).toMatch(/^\d+-\w+$/);
    const put = jest.spyOn(storage, 'put');
    await writePlaceholderProductImage('demo', 3, { storage });
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
    expect((await objectInBucket(key)).contentType).toBe('image/webp');
  });

  it('does not serve /uploads (the files are in the bucket)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/uploads/demo/products/placeholder-3.webp',
    });
    expect(res.statusCode).toBe(404);
  });

  it('treats a missing bucket as a failure: 502 UPLOAD_STORAGE_FAILED on upload, IMAGE_SOURCE_FAILED on read', async () => {
    const storage = createStorage({
      driver: 's3',
      publicUrl: env.STORAGE_PUBLIC_URL as string,
      rootDir: '/nonexistent',
      s3: s3Settings('no-such-bucket'),
    });
    await expect(storage.put('demo/image/x.webp', png)).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    // Reading from a missing bucket is a storage failure, not a missing image.
    await expect(
      storage.get('demo/image/x.webp', { maxBytes: MAX_SOURCE_BYTES, timeoutMs: 10_000 }),
    ).rejects.toMatchObject({ statusCode: 502, code: 'IMAGE_SOURCE_FAILED' });
    // The same failure through the route: its message is logged, the client gets a coded 502.
    const put = jest
      .spyOn(ctx.app.storage, 'put')
      .mockImplementationOnce((key, body) => storage.put(key, body));
    const res = await upload([{ name: 'file', value: png, filename: 'a.png' }]);
    put.mockRestore();
    await storage.close?.();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_STORAGE_FAILED' });
  });

  it("sums a prefix's objects (the unconfirmed company's upload quota)", async () => {
    const storage = createStorage({
      driver: 's3',
      publicUrl: env.STORAGE_PUBLIC_URL as string,
      rootDir: '/nonexistent',
      s3: s3Settings(),
    });
    expect(await storage.usage('quota-test/')).toEqual({ files: 0, bytes: 0 });
    await storage.put('quota-test/image/a.webp', Buffer.alloc(300));
    await storage.put('quota-test/logo/b.webp', Buffer.alloc(200));
    await storage.put('quota-testing/image/c.webp', Buffer.alloc(100));
    expect(await storage.usage('quota-test/')).toEqual({ files: 2, bytes: 500 });
    await storage.close?.();
  });
});

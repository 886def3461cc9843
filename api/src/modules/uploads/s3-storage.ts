import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { AppError } from '../../plugins/errors';
import { imageSourceFailed, imageTimeout, imageTooLarge } from './media.errors';
import type { S3Config, StorageConfig } from './media.config';
import { contentTypeOf, isSafeKey } from './object-key';
import type { ObjectStorage, StorageUsage } from './storage';

let sdk: typeof S3Sdk | undefined;

/**
 * The SDK takes ~140 ms to load; only an API with STORAGE_DRIVER=s3 pays for it (and each test
 * file that builds an app with local storage does not).
 */
function loadSdk(): typeof S3Sdk {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sdk ??= require('@aws-sdk/client-s3') as typeof S3Sdk;
  return sdk;
}

/** How long a write or a HEAD may take before it fails (reads use the image proxy's deadline). */
const WRITE_TIMEOUT_MS = 30_000;
/** Versions remembered per process (keys are immutable, so a known version never changes). */
const VERSION_CACHE_MAX = 10_000;

function checkKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid object key: ${key}`);
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** No such object (a missing bucket is a setup error, not a missing image). */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** The client for one bucket. Exported for the tests, which create their bucket with it. */
export function createS3Client(s3: S3Config): S3Sdk.S3Client {
  const { S3Client } = loadSdk();
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // Since early 2025 the SDK adds CRC checksums to every PutObject and validates them on
    // GetObject ("default data integrity protections"). Many S3-compatible servers (older MinIO,
    // Ceph RGW, Backblaze B2, ...) refuse those headers or answer without checksums, so with a
    // custom endpoint we only send them when an operation requires it. AWS keeps the default.
    ...(s3.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}

/** Reads a GetObject body, failing with IMAGE_TOO_LARGE as soon as it passes maxBytes. */
async function readCapped(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw imageTooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * STORAGE_DRIVER=s3: objects are written and read with the S3 API (signed requests), and
 * browsers load them from STORAGE_PUBLIC_URL (the bucket's public address or a CDN in front of
 * it). The image proxy reads through the API too, not over the public URL: that works with a
 * private bucket behind a CDN, needs no route from the API to the CDN, and a 404 is a
 * NoSuchKey, not whatever page the CDN answers.
 */
export function createS3Storage(config: StorageConfig): ObjectStorage {
  const s3 = config.s3;
  if (!s3) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  let client: S3Sdk.S3Client | undefined;
  const clientOf = () => (client ??= createS3Client(s3));
  const versions = new Map<string, string>();

  return {
    driver: 's3',
    url(key) {
      checkKey(key);
      return `${config.publicUrl}/${key}`;
    },
    async put(key, body) {
      checkKey(key);
      const { PutObjectCommand } = loadSdk();
      await clientOf().send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentTypeOf(key),
          // Keys are immutable: a CDN and browsers may keep them for a year.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
        { abortSignal: AbortSignal.timeout(WRITE_TIMEOUT_MS) },
      );
    },
    async get(key, { maxBytes, timeoutMs }) {
      checkKey(key);
      const { GetObjectCommand } = loadSdk();
      const signal = AbortSignal.timeout(timeoutMs);
      let body: Readable | undefined;
      const onAbort = () => body?.destroy();
      signal.addEventListener('abort', onAbort);
      try {
        const response = await clientOf().send(
          new GetObjectCommand({ Bucket: s3.bucket, Key: key }),
          { abortSignal: signal },
        );
        body = response.Body as Readable | undefined;
        if (!body) return Buffer.alloc(0);
        if ((response.ContentLength ?? 0) > maxBytes) {
          body.destroy();
          throw imageTooLarge(maxBytes);
        }
        return await readCapped(body, maxBytes);
      } catch (error) {
        if (signal.aborted) throw imageTimeout();
        if (isMissing(error)) return null;
        if (error instanceof AppError) throw error;
        throw imageSourceFailed(statusOf(error) ?? (error as Error).name ?? 'an error');
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    /**
     * HEAD once per key and process: null while the object is missing (the seed writes it
     * then), its size and ETag afterwards, remembered since keys never change content.
     */
    async version(key) {
      checkKey(key);
      const known = versions.get(key);
      if (known) return known;
      const { HeadObjectCommand } = loadSdk();
      try {
        const head = await clientOf().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }), {
          abortSignal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
        });
        const version = `${head.ContentLength ?? 0}-${(head.ETag ?? '').replace(/\W/g, '')}`;
        if (versions.size >= VERSION_CACHE_MAX) versions.clear();
        versions.set(key, version);
        return version;
      } catch (error) {
        if (isMissing(error)) return null;
        throw imageSourceFailed(statusOf(error) ?? (error as Error).name ?? 'an error');
      }
    },
    /** Lists the prefix, a thousand keys a request (a quota's few files: one request). */
    async usage(prefix) {
      const { ListObjectsV2Command } = loadSdk();
      const usage: StorageUsage = { files: 0, bytes: 0 };
      let token: string | undefined;
      try {
        do {
          const page = await clientOf().send(
            new ListObjectsV2Command({
              Bucket: s3.bucket,
              Prefix: prefix,
              ...(token ? { ContinuationToken: token } : {}),
            }),
            { abortSignal: AbortSignal.timeout(WRITE_TIMEOUT_MS) },
          );
          for (const object of page.Contents ?? []) {
            usage.files += 1;
            usage.bytes += object.Size ?? 0;
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } catch (error) {
        throw imageSourceFailed(statusOf(error) ?? (error as Error).name ?? 'an error');
      }
      return usage;
    },
    async close() {
      client?.destroy();
      client = undefined;
    },
  };
}

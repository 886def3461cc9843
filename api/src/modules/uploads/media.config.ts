import path from 'node:path';
import { z } from 'zod';

/**
 * Object storage and image proxy settings (DESIGN §5 Images). config.ts spreads this shape into
 * its environment schema and `mediaConfig` into the Config, so the rules stay in one place.
 */
const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int('must be an integer')
    .min(1, 'must be at least 1');

const plainHttpUrl = (example: string) =>
  z.string().refine((v) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    return /^https?:$/.test(u.protocol) && !u.username && !u.password && !u.search && !u.hash;
  }, `must be an http(s) URL without credentials, query or fragment, e.g. ${example}`);

export const STORAGE_DRIVERS = ['local', 'remote', 's3'] as const;

export const mediaEnvShape = {
  STORAGE_DRIVER: z
    .enum(STORAGE_DRIVERS, { error: 'must be local, remote or s3' })
    .default('local'),
  STORAGE_PUBLIC_URL: plainHttpUrl('https://cdn.example.com/uploads').optional(),
  // STORAGE_DRIVER=s3 (any S3-compatible store). Secrets are never echoed in config errors:
  // they are plain strings here, so no rule of this schema can fail on them.
  S3_ENDPOINT: plainHttpUrl('http://127.0.0.1:9000').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
  UPLOAD_MAX_BYTES: positiveInt('a number of bytes').default(10 * 1024 * 1024),
  // What a company may store before its owner confirms the e-mail (a sign-up is not proof of
  // anything yet: without a quota, free file hosting for anyone with an e-mail address).
  UPLOAD_UNCONFIRMED_MAX_FILES: positiveInt('a number of files').default(20),
  UPLOAD_UNCONFIRMED_MAX_BYTES: positiveInt('a number of bytes').default(10 * 1024 * 1024),
  IMAGE_MAX_SOURCE_BYTES: positiveInt('a number of bytes').default(10 * 1024 * 1024),
  IMAGE_MAX_INPUT_PIXELS: positiveInt('a number of pixels').default(40_000_000),
  IMAGE_TIMEOUT_MS: positiveInt('a number of milliseconds').default(10_000),
  IMAGE_CONCURRENCY: positiveInt('a number').default(2),
  IMAGE_QUEUE_MAX: positiveInt('a number').default(200),
  IMAGE_CACHE_MAX_BYTES: positiveInt('a number of bytes').default(512 * 1024 * 1024),
};

export interface S3Config {
  /** S3-compatible server (MinIO, Ceph, R2, s3rver...); null = AWS S3 itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Path-style URLs (endpoint/bucket/key); default true with an endpoint, false on AWS. */
  forcePathStyle: boolean;
  /** Null: the SDK's default chain (AWS_* variables, shared config, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface StorageConfig {
  /**
   * local: files in DATA_DIR/uploads served at /uploads; remote: read-only over HTTP from
   * publicUrl; s3: read and written with the S3 API, served to browsers from publicUrl.
   */
  driver: (typeof STORAGE_DRIVERS)[number];
  /** Public base of every object, without a trailing slash; the only image proxy source. */
  publicUrl: string;
  /** DATA_DIR/uploads (local driver). */
  rootDir: string;
  /** Set when driver is s3. */
  s3: S3Config | null;
}

export interface UploadsConfig {
  /** Largest file POST /panel/uploads takes (413 UPLOAD_TOO_LARGE above). */
  maxBytes: number;
  /** The quota of a company whose owner has not confirmed the e-mail (403 above). */
  unconfirmed: { maxFiles: number; maxBytes: number };
}

export interface ImagesConfig {
  maxSourceBytes: number;
  maxInputPixels: number;
  timeoutMs: number;
  concurrency: number;
  queueMax: number;
  cacheDir: string;
  cacheMaxBytes: number;
}

type MediaEnv = z.output<z.ZodObject<typeof mediaEnvShape>>;

/** Rules across variables; loadConfig lists them with the other problems. */
export function mediaProblems(e: MediaEnv): string[] {
  const problems: string[] = [];
  if (e.STORAGE_DRIVER === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET: is required when STORAGE_DRIVER=s3');
    if (!e.STORAGE_PUBLIC_URL) {
      problems.push(
        'STORAGE_PUBLIC_URL: is required when STORAGE_DRIVER=s3 (the public address of the ' +
          "bucket's objects, e.g. https://my-bucket.s3.amazonaws.com or a CDN)",
      );
    }
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return problems;
}

function s3Config(e: MediaEnv): S3Config | null {
  if (e.STORAGE_DRIVER !== 's3' || !e.S3_BUCKET) return null;
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null;
  return {
    endpoint,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? endpoint !== null,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

export function mediaConfig(
  e: MediaEnv & { PORT: number },
  dataDir: string,
): { storage: StorageConfig; images: ImagesConfig; uploads: UploadsConfig } {
  const publicUrl = (e.STORAGE_PUBLIC_URL ?? `http://localhost:${e.PORT}/uploads`).replace(
    /\/+$/,
    '',
  );
  return {
    storage: {
      driver: e.STORAGE_DRIVER,
      publicUrl,
      rootDir: path.join(dataDir, 'uploads'),
      s3: s3Config(e),
    },
    uploads: {
      maxBytes: e.UPLOAD_MAX_BYTES,
      unconfirmed: {
        maxFiles: e.UPLOAD_UNCONFIRMED_MAX_FILES,
        maxBytes: e.UPLOAD_UNCONFIRMED_MAX_BYTES,
      },
    },
    images: {
      maxSourceBytes: e.IMAGE_MAX_SOURCE_BYTES,
      maxInputPixels: e.IMAGE_MAX_INPUT_PIXELS,
      timeoutMs: e.IMAGE_TIMEOUT_MS,
      concurrency: e.IMAGE_CONCURRENCY,
      queueMax: e.IMAGE_QUEUE_MAX,
      cacheDir: path.join(dataDir, 'image-cache'),
      cacheMaxBytes: e.IMAGE_CACHE_MAX_BYTES,
    },
  };
}

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

export const mediaEnvShape = {
  STORAGE_DRIVER: z
    .enum(['local', 'remote'], { error: 'must be local or remote' })
    .default('local'),
  STORAGE_PUBLIC_URL: z
    .string()
    .refine((v) => {
      if (!URL.canParse(v)) return false;
      const u = new URL(v);
      return /^https?:$/.test(u.protocol) && !u.username && !u.password && !u.search && !u.hash;
    }, 'must be an http(s) URL without credentials, query or fragment, e.g. https://cdn.example.com/uploads')
    .optional(),
  IMAGE_MAX_SOURCE_BYTES: positiveInt('a number of bytes').default(10 * 1024 * 1024),
  IMAGE_MAX_INPUT_PIXELS: positiveInt('a number of pixels').default(40_000_000),
  IMAGE_TIMEOUT_MS: positiveInt('a number of milliseconds').default(10_000),
  IMAGE_CONCURRENCY: positiveInt('a number').default(2),
  IMAGE_QUEUE_MAX: positiveInt('a number').default(200),
  IMAGE_CACHE_MAX_BYTES: positiveInt('a number of bytes').default(512 * 1024 * 1024),
};

export interface StorageConfig {
  /** local: files in DATA_DIR/uploads served at /uploads; remote: read over HTTP (no writes yet). */
  driver: 'local' | 'remote';
  /** Public base of every object, without a trailing slash; the only image proxy source. */
  publicUrl: string;
  /** DATA_DIR/uploads (local driver). */
  rootDir: string;
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

export function mediaConfig(
  e: MediaEnv & { PORT: number },
  dataDir: string,
): { storage: StorageConfig; images: ImagesConfig } {
  const publicUrl = (e.STORAGE_PUBLIC_URL ?? `http://localhost:${e.PORT}/uploads`).replace(
    /\/+$/,
    '',
  );
  return {
    storage: { driver: e.STORAGE_DRIVER, publicUrl, rootDir: path.join(dataDir, 'uploads') },
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

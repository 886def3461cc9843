import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { imageTooLarge } from './media.errors';
import type { StorageConfig } from './media.config';
import { isSafeKey } from './object-key';
import { fetchObject } from './remote-fetch';
import { createS3Storage } from './s3-storage';

export interface StorageUsage {
  files: number;
  bytes: number;
}

/** Sizes of the files under `dir`, however deep; nothing when it does not exist. */
async function localUsage(dir: string): Promise<StorageUsage> {
  const usage = { files: 0, bytes: 0 };
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    // Half-written files (put's temporary names) are not objects yet.
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const stat = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => null);
    if (!stat) continue;
    usage.files += 1;
    usage.bytes += stat.size;
  }
  return usage;
}

export interface ReadLimits {
  maxBytes: number;
  timeoutMs: number;
}

/**
 * Where uploads live: `local` (DATA_DIR/uploads, served at /uploads), `s3` (any S3-compatible
 * store, through the SDK: s3-storage.ts) and `remote`, which only reads objects over HTTP from
 * STORAGE_PUBLIC_URL. Keys are immutable: write a new key instead of replacing an object.
 */
export interface ObjectStorage {
  readonly driver: StorageConfig['driver'];
  /** Public URL of a key (the image proxy accepts exactly these). */
  url(key: string): string;
  put(key: string, body: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. Throws IMAGE_TOO_LARGE over maxBytes. */
  get(key: string, limits: ReadLimits): Promise<Buffer | null>;
  /** A cheap version tag (size and mtime) for cache keys; '' when unknown; null when missing. */
  version(key: string): Promise<string | null>;
  /** How many objects, and how many bytes, are stored under a key prefix (`acme/`). */
  usage(prefix: string): Promise<StorageUsage>;
  /** Releases connections (app close). */
  close?(): Promise<void>;
}

function checkKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid object key: ${key}`);
}

export function createLocalStorage(config: StorageConfig): ObjectStorage {
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(config.rootDir, ...key.split('/'));
  };
  return {
    driver: 'local',
    url: (key) => `${config.publicUrl}/${key}`,
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async get(key, { maxBytes }) {
      const handle = await fs.open(fileOf(key), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) return null;
        if (stat.size > maxBytes) throw imageTooLarge(maxBytes);
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    async version(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ? `${stat.size}-${Math.trunc(stat.mtimeMs)}` : null;
    },
    usage: (prefix) => localUsage(path.join(config.rootDir, ...prefix.split('/').filter(Boolean))),
  };
}

export function createRemoteStorage(config: StorageConfig): ObjectStorage {
  const url = (key: string) => {
    checkKey(key);
    return `${config.publicUrl}/${key}`;
  };
  return {
    driver: 'remote',
    url,
    async put() {
      throw new Error('STORAGE_DRIVER=remote is read-only: use STORAGE_DRIVER=s3 to write objects');
    },
    get: (key, limits) => fetchObject(url(key), limits),
    // Asking would cost a request per hit; keys are immutable by convention.
    version: async () => '',
    // Read-only: nothing is stored through it.
    usage: async () => ({ files: 0, bytes: 0 }),
  };
}

export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.driver === 's3') return createS3Storage(config);
  return config.driver === 'remote' ? createRemoteStorage(config) : createLocalStorage(config);
}

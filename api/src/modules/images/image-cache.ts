import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface ImageCache {
  read(hash: string): Promise<Buffer | null>;
  write(hash: string, body: Buffer): Promise<void>;
  /** Recounts the files and removes the oldest while over the bound (runs at start too). */
  trim(): Promise<void>;
  /** Total bytes of cached files as last counted (tests, logs). */
  readonly size: number;
}

/**
 * Rendered images in DATA_DIR/image-cache/<2 hex>/<hash>.webp. The total size is counted once at
 * start and kept up to date on writes; past maxBytes the least recently used files (mtime, which
 * a hit refreshes) are removed until the cache is down to 80% of the bound.
 */
export function createImageCache(
  dir: string,
  maxBytes: number,
  log: FastifyBaseLogger,
): ImageCache {
  const fileOf = (hash: string) => path.join(dir, hash.slice(0, 2), `${hash}.webp`);
  let size = 0;
  let cleaning: Promise<void> | null = null;

  async function listFiles() {
    const out: Array<{ file: string; size: number; mtimeMs: number }> = [];
    const subdirs = await fs.readdir(dir).catch(() => [] as string[]);
    for (const sub of subdirs) {
      const names = await fs.readdir(path.join(dir, sub)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(dir, sub, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile()) out.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    return out;
  }

  async function cleanup() {
    const files = await listFiles();
    size = files.reduce((sum, f) => sum + f.size, 0);
    if (size <= maxBytes) return;
    files.sort((a, b) => a.mtimeMs - b.mtimeMs);
    const target = maxBytes * 0.8;
    for (const f of files) {
      if (size <= target) break;
      await fs.rm(f.file, { force: true });
      size -= f.size;
    }
    log.info({ size, maxBytes }, 'image cache trimmed');
  }

  const trim = () => {
    cleaning ??= cleanup()
      .catch((error: unknown) => log.warn({ err: error }, 'image cache cleanup failed'))
      .finally(() => {
        cleaning = null;
      });
    return cleaning;
  };
  // Count what earlier runs left (and trim it if the bound shrank).
  void trim();

  return {
    get size() {
      return size;
    },
    trim,
    async read(hash) {
      const file = fileOf(hash);
      const body = await fs.readFile(file).catch(() => null);
      if (body) {
        const now = new Date();
        void fs.utimes(file, now, now).catch(() => undefined);
      }
      return body;
    },
    async write(hash, body) {
      const file = fileOf(hash);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
      size += body.length;
      if (size > maxBytes) await trim();
    },
  };
}

import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImagesConfig } from '../uploads/media.config';
import { imageNotFound, imageTimeout } from '../uploads/media.errors';
import type { ObjectStorage } from '../uploads/storage';
import { createImageCache } from './image-cache';
import { renderWebp, withDeadline, type RenderOptions } from './image-processor';
import { createLimiter } from './limiter';

export interface ImageRequest extends RenderOptions {
  key: string;
}

export interface RenderedImage {
  etag: string;
  /** Null when the caller's If-None-Match already names this version (304). */
  body: Buffer | null;
}

export interface ImageStats {
  /** Images rendered by sharp since start (cache misses). */
  rendered: number;
  cacheHits: number;
}

export interface ImageService {
  render(request: ImageRequest, ifNoneMatch?: string): Promise<RenderedImage>;
  /** Resolves once no render is running (shutdown, tests). */
  idle(): Promise<void>;
  readonly stats: ImageStats;
}

export function createImageService(
  storage: ObjectStorage,
  config: ImagesConfig,
  log: FastifyBaseLogger,
): ImageService {
  const cache = createImageCache(config.cacheDir, config.cacheMaxBytes, log);
  const limiter = createLimiter(config.concurrency, config.queueMax);
  const stats: ImageStats = { rendered: 0, cacheHits: 0 };
  // Identical requests arriving together share one render.
  const inFlight = new Map<string, Promise<Buffer>>();
  // Renders still going, including those past their deadline (close waits for them).
  const running = new Set<Promise<Buffer>>();
  const limits = { maxBytes: config.maxSourceBytes, timeoutMs: config.timeoutMs };

  async function produce(hash: string, request: ImageRequest): Promise<Buffer> {
    const cached = await cache.read(hash);
    if (cached) {
      stats.cacheHits += 1;
      return cached;
    }
    const deadline = Date.now() + config.timeoutMs;
    // The source is read inside the slot too: queued requests hold no image in memory.
    const work = limiter.run(async () => {
      // Its caller already got a 504 while it waited: spare the slot.
      if (Date.now() >= deadline) throw imageTimeout();
      const source = await storage.get(request.key, limits);
      if (!source) throw imageNotFound();
      const body = await renderWebp(source, request, config);
      stats.rendered += 1;
      // A full disk must not fail the request; the next one renders again.
      await cache.write(hash, body).catch((error: unknown) => {
        log.warn({ err: error }, 'image cache write failed');
      });
      return body;
    });
    running.add(work);
    void work.catch(() => undefined).finally(() => running.delete(work));
    // One deadline for the queue wait, the read and the render.
    return withDeadline(work, config.timeoutMs);
  }

  return {
    stats,
    async idle() {
      await Promise.allSettled([...running]);
    },
    async render(request, ifNoneMatch) {
      // The local driver knows the file's size and mtime, so a replaced file gets a new entry.
      const version = await storage.version(request.key);
      if (version === null) throw imageNotFound();
      const { key, width, height, quality, blur } = request;
      const hash = createHash('sha256')
        .update(JSON.stringify([key, version, width ?? 0, height ?? 0, quality, blur ?? 0]))
        .digest('hex');
      const etag = `"${hash.slice(0, 32)}"`;
      if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return { etag, body: null };
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = produce(hash, request).finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      return { etag, body: await pending };
    },
  };
}

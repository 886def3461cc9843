import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImagesConfig } from '../uploads/media.config';
import { imageNotFound, imageTimeout } from '../uploads/media.errors';
import type { ObjectStorage } from '../uploads/storage';
import { createImageCache } from './image-cache';
import { renderWebp, withDeadline, type RenderOptions } from './image-processor';
import { createLimiter, type Limiter } from './limiter';

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

export interface RenderContext {
  ifNoneMatch?: string;
  /** Who asks (the client IP): the render queue takes its clients in turn. */
  client?: string;
  /** Called on a cache miss before the render is queued; throws to refuse it (429). */
  admitRender?: () => Promise<void>;
}

export interface ImageService {
  render(request: ImageRequest, context?: RenderContext): Promise<RenderedImage>;
  /** Resolves once no render is running (shutdown, tests). */
  idle(): Promise<void>;
  readonly stats: ImageStats;
  /** Renders running and waiting (tests, logs). */
  readonly queue: Pick<Limiter, 'active' | 'queued'>;
}

/** One client may hold 1/CLIENT_SHARE of the render queue. */
const CLIENT_SHARE = 4;

export function createImageService(
  storage: ObjectStorage,
  config: ImagesConfig,
  log: FastifyBaseLogger,
): ImageService {
  const cache = createImageCache(config.cacheDir, config.cacheMaxBytes, log);
  const limiter = createLimiter(
    config.concurrency,
    config.queueMax,
    Math.max(1, Math.floor(config.queueMax / CLIENT_SHARE)),
  );
  const stats: ImageStats = { rendered: 0, cacheHits: 0 };
  // Identical requests arriving together share one render.
  const inFlight = new Map<string, Promise<Buffer>>();
  // Renders still going, including those past their deadline (close waits for them).
  const running = new Set<Promise<Buffer>>();
  const limits = { maxBytes: config.maxSourceBytes, timeoutMs: config.timeoutMs };

  /** A cache miss: read the source and render, in the queue. */
  function produce(hash: string, request: ImageRequest, client: string): Promise<Buffer> {
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
    }, client);
    running.add(work);
    void work.catch(() => undefined).finally(() => running.delete(work));
    // One deadline for the queue wait, the read and the render.
    return withDeadline(work, config.timeoutMs);
  }

  return {
    stats,
    queue: limiter,
    async idle() {
      await Promise.allSettled([...running]);
    },
    async render(request, context = {}) {
      // The local driver knows the file's size and mtime, so a replaced file gets a new entry.
      const version = await storage.version(request.key);
      if (version === null) throw imageNotFound();
      const { key, width, height, quality, blur } = request;
      const hash = createHash('sha256')
        .update(JSON.stringify([key, version, width ?? 0, height ?? 0, quality, blur ?? 0]))
        .digest('hex');
      const etag = `"${hash.slice(0, 32)}"`;
      const { ifNoneMatch } = context;
      if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return { etag, body: null };
      // Hits never enter the render queue; identical requests arriving together share a render.
      let pending = inFlight.get(hash);
      if (!pending) {
        const cached = await cache.read(hash);
        if (cached) {
          stats.cacheHits += 1;
          return { etag, body: cached };
        }
        await context.admitRender?.();
        pending = inFlight.get(hash);
      }
      if (!pending) {
        pending = produce(hash, request, context.client ?? '').finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      return { etag, body: await pending };
    },
  };
}

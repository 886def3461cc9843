import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { AppError } from '../../plugins/errors';
import { clientIpKey } from '../auth/rate-limit';
import { rateLimitStoreOf } from '../auth/rate-limit-store';
import { objectKeyOfSource } from './image-source';
import { imageRateLimited, PUBLIC_5XX_MESSAGES } from './images.errors';
import { presetOf } from './images.presets';
import { imageSchema } from './images.schemas';
import { createImageService, type ImageService } from './images.service';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
  }
}

/**
 * GET /_image (DESIGN §5 Images): object storage sources only, preset sizes only, WebP out,
 * cached on disk. A cache hit is answered at once; a miss counts against its client's renders
 * (IMAGE_RATE_LIMIT_RENDERS_IP) and waits its turn in the render queue.
 */
const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const images = createImageService(app.storage, app.config.images, app.log);
  app.decorate('images', images);
  // In memory, or in Redis with REDIS_URL (a limit holds across instances).
  const renders = rateLimitStoreOf(app);
  const rule = app.config.imageRendersIp;
  // DATA_DIR may go away after close; let running renders finish writing first.
  app.addHook('onClose', async () => {
    renders.close();
    await images.idle();
  });

  app.get('/_image', { schema: imageSchema }, async (request, reply) => {
    const { url, ...params } = request.query;
    const preset = presetOf(params);
    const key = objectKeyOfSource(url, app.config.storage.publicUrl);
    // An IPv6 client is its /64 (one subscriber holds them all), for the limit and the queue.
    const client = clientIpKey(request.ip);
    const admitRender = async () => {
      const now = Date.now();
      const hit = await renders.hit(`image-renders:ip:${client}`, rule.windowSeconds * 1000, now);
      if (hit.count > rule.limit) {
        throw imageRateLimited(Math.max(1, Math.ceil((hit.resetAt - now) / 1000)));
      }
    };
    try {
      const image = await images.render(
        { key, ...preset },
        { ifNoneMatch: request.headers['if-none-match'], client, admitRender },
      );
      reply.headers({
        'cache-control': 'public, max-age=31536000, immutable',
        etag: image.etag,
        'x-content-type-options': 'nosniff',
      });
      if (!image.body) return reply.code(304).send();
      return reply.type('image/webp').send(image.body);
    } catch (error) {
      // The errors plugin hides every 5xx as INTERNAL_ERROR; these ones are expected and coded.
      const message = error instanceof AppError ? PUBLIC_5XX_MESSAGES[error.code] : undefined;
      if (!(error instanceof AppError) || error.statusCode < 500 || !message) throw error;
      // The detail (a storage's status or connection error) is for the log, not the client.
      request.log.warn({ code: error.code, key, detail: error.message }, 'image not served');
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode as 502 | 503 | 504).send({
        statusCode: error.statusCode,
        error: STATUS_CODES[error.statusCode] ?? 'Error',
        code: error.code,
        message,
      });
    }
  });
};

// Not encapsulated: app.images (stats) is visible to the app and its tests.
export default fp(imagesRoutes, {
  name: 'images',
  dependencies: ['errors', 'uploads'],
  decorators: { fastify: ['config', 'storage'] },
});

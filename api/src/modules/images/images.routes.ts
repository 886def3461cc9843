import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { AppError, fieldsInvalid } from '../../plugins/errors';
import { objectKeyOfSource } from './image-source';
import { IMAGE_WIDTHS, imageSchema } from './images.schemas';
import { createImageService, type ImageService } from './images.service';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
  }
}

const widths = new Set<number>(IMAGE_WIDTHS);

/** GET /_image (DESIGN §5 Images): object storage sources only, WebP out, cached on disk. */
const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const images = createImageService(app.storage, app.config.images, app.log);
  app.decorate('images', images);
  // DATA_DIR may go away after close; let running renders finish writing first.
  app.addHook('onClose', () => images.idle());

  app.get('/_image', { schema: imageSchema }, async (request, reply) => {
    const { url, w, h, q, blur } = request.query;
    if (w !== undefined && !widths.has(w)) {
      throw fieldsInvalid([{ field: 'w', reason: `must be one of ${IMAGE_WIDTHS.join(', ')}` }]);
    }
    const key = objectKeyOfSource(url, app.config.storage.publicUrl);
    try {
      const image = await images.render(
        { key, width: w, height: h, quality: q, blur },
        request.headers['if-none-match'],
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
      if (!(error instanceof AppError) || error.statusCode < 500) throw error;
      request.log.warn({ code: error.code, key }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode as 502 | 503 | 504).send({
        statusCode: error.statusCode,
        error: STATUS_CODES[error.statusCode] ?? 'Error',
        code: error.code,
        message: error.message,
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

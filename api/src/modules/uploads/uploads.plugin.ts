import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import panelUploadsRoutes from './panel-uploads.routes';
import { createStorage, type ObjectStorage } from './storage';
import uploadsRoutes from './uploads.routes';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

/**
 * Object storage (DESIGN §5 Images) and POST /panel/uploads (DESIGN §8.1); the local driver
 * also serves its files at /uploads.
 */
export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const { storage } = app.config;
    if (storage.driver === 'remote' && storage.publicUrl.startsWith('http://localhost:')) {
      app.log.warn('STORAGE_DRIVER=remote without STORAGE_PUBLIC_URL: images load from localhost');
    }
    const objects = createStorage(storage);
    app.decorate('storage', objects);
    app.addHook('onClose', async () => objects.close?.());
    if (storage.driver === 'local') await app.register(uploadsRoutes);
    // Encapsulated: multipart parsing exists only for this route.
    await app.register(panelUploadsRoutes);
  },
  {
    name: 'uploads',
    dependencies: ['errors', 'auth-guard'],
    decorators: { fastify: ['config'] },
  },
);

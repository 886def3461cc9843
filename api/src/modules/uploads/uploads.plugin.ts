import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage, type ObjectStorage } from './storage';
import uploadsRoutes from './uploads.routes';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

/** Object storage (DESIGN §5 Images); the local driver also serves its files at /uploads. */
export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const { storage } = app.config;
    if (storage.driver === 'remote' && storage.publicUrl.startsWith('http://localhost:')) {
      app.log.warn('STORAGE_DRIVER=remote without STORAGE_PUBLIC_URL: images load from localhost');
    }
    app.decorate('storage', createStorage(storage));
    if (storage.driver === 'local') await app.register(uploadsRoutes);
  },
  { name: 'uploads', dependencies: ['errors'], decorators: { fastify: ['config'] } },
);

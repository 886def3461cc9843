import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database, DatabaseKind, Db } from './db/client';
import catalogPublicRoutes from './modules/catalog-public/catalog-public.routes';
import healthRoutes from './modules/health/health.routes';
import corsPlugin from './plugins/cors';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import tenantPlugin from './plugins/tenant';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DatabaseKind;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API without listening, so tests drive it with app.inject on their own database. */
export async function buildApp({ config, db, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    // Report every invalid field at once, so a form can mark them all in one round trip.
    ajv: { customOptions: { allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);

  await app.register(errorsPlugin);
  await app.register(corsPlugin);
  await app.register(tenantPlugin);
  // Swagger must see the routes being added, so it is registered before them.
  await app.register(docsPlugin);

  await app.register(healthRoutes);
  await app.register(catalogPublicRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

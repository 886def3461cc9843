import { formatsPlugin } from './plugins/ajv-formats';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database, DatabaseKind, Db } from './db/client';
import authGuardPlugin from './modules/auth/auth.guard';
import authPlugin from './modules/auth/auth.plugin';
import authRoutes from './modules/auth/auth.routes';
import catalogPublicRoutes from './modules/catalog-public/catalog-public.routes';
import commercePublicRoutes from './modules/commerce-public/commerce-public.routes';
import healthRoutes from './modules/health/health.routes';
import iconsRoutes from './modules/icons/icons.routes';
import imagesRoutes from './modules/images/images.routes';
import mailPlugin from './modules/mail/mail.plugin';
import mailDevRoutes from './modules/mail/mail.routes';
import portfolioRoutes from './modules/portfolio/portfolio.routes';
import type { SearchCacheOptions } from './modules/search/search-cache';
import searchCachePlugin from './modules/search/search-cache.plugin';
import searchIndexPlugin from './modules/catalog-public/search-index.plugin';
import listIndexPlugin from './modules/products/list-index.plugin';
import uploadsPlugin from './modules/uploads/uploads.plugin';
import backgroundPlugin from './plugins/background';
import corsPlugin from './plugins/cors';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import sharedStatePlugin from './plugins/shared-state';
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
  /** Public search result cache (server.ts reads SEARCH_CACHE*); on with defaults if absent. */
  searchCache?: Partial<SearchCacheOptions>;
}

/** proxy-addr trust function: hop 0 is the socket peer, then X-Forwarded-For right to left. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the API without listening, so tests drive it with app.inject on their own database. */
export async function buildApp({ config, db, logger = false, searchCache }: BuildAppOptions) {
  const app = Fastify({
    logger,
    // Report every invalid field at once, so a form can mark them all in one round trip.
    ajv: {
      customOptions: { allErrors: true },
      // ajv-formats, with `uuid` narrowed to the form PostgreSQL takes (see formatsPlugin).
      plugins: [formatsPlugin as never],
    },
    // Behind a load balancer request.ip (rate limits) must come from X-Forwarded-For, trusting
    // only the TRUST_PROXY last hops (the entries our own proxies add). A hop-count function:
    // Fastify 5.12 turns a plain number into "trust nothing".
    trustProxy: config.trustProxy === false ? false : trustHops(config.trustProxy),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);

  // Before any route: every JSON body is parsed with a depth cap (plugins inherit the parser).
  await app.register(jsonBodyPlugin);
  await app.register(errorsPlugin);
  await app.register(corsPlugin);
  await app.register(tenantPlugin);
  await app.register(backgroundPlugin);
  await app.register(sharedStatePlugin);
  await app.register(searchCachePlugin, searchCache ?? config.searchCache ?? {});
  await app.register(searchIndexPlugin);
  await app.register(listIndexPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(authGuardPlugin);
  // Swagger must see the routes being added, so it is registered before them.
  await app.register(docsPlugin);

  await app.register(healthRoutes);
  await app.register(catalogPublicRoutes);
  await app.register(commercePublicRoutes);
  await app.register(authRoutes);
  await app.register(portfolioRoutes);
  await app.register(uploadsPlugin);
  await app.register(imagesRoutes);
  await app.register(iconsRoutes);
  // The outbox holds live links: readable over HTTP only in local runs without SMTP.
  if (!config.production && !config.mail.smtpUrl) await app.register(mailDevRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { iconCollectionNotFound } from './icons.errors';
import { iconsSchema } from './icons.schemas';
import { createIconsService } from './icons.service';

/**
 * A week, as Iconify's public API: the URL (fixed by the icon client: {prefix}.json?icons=)
 * carries no version, so `immutable` would keep an old drawing after an upgrade even on reload;
 * the ETag, keyed by the collection's version, makes the revalidation after that a 304.
 */
const CACHE_FOUND = 'public, max-age=604800, stale-while-revalidate=86400';
// An answer naming missing icons may be a client ahead of this server: asked again sooner.
const CACHE_NOT_FOUND = 'public, max-age=3600';

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /icons/{collection}.json?icons=a,b (spec §7, §9): the icon client's local host, answering
 * Iconify's JSON from the installed `@iconify-json/*` sets and our own `catalogo-icon`. The same
 * for every tenant (no tenant is loaded) and cheap (sets in memory, lists of at most 500
 * characters), so, like the catalogue's other public reads, it has no rate limit of its own.
 */
const iconsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const icons = createIconsService();

  // A set is read on its first request: mdi (3 MB) takes about 0.4 s to read, parse and check,
  // longer on a busy machine, past the client's 750 ms rotation, so a cold API sent the first
  // visitors' icon requests to Iconify's public hosts. A listening server reads them at once, in
  // the background (tests drive the app with inject and never listen: they read on demand).
  app.addHook('onListen', async () => {
    const started = performance.now();
    app.background.run('icon sets preload', async () => {
      const collections = await icons.preload();
      const ms = Math.round(performance.now() - started);
      app.log.info({ collections, ms }, 'icon sets loaded');
    });
  });

  // Public data fetched by every tenant's pages and by the platform's: any origin may read it
  // (without credentials), errors included, so the client sees a 404 as a 404 and not as a
  // network failure. The CORS plugin allows tenant pages only their own tenant's host.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.removeHeader('access-control-allow-credentials');
  });

  app.get('/icons/:collection.json', { schema: iconsSchema }, async (request, reply) => {
    const { collection } = request.params;
    const answer = await icons.icons(collection, request.query.icons.split(','));
    if (!answer) throw iconCollectionNotFound(collection);
    reply.headers({
      'cache-control': answer.data.not_found ? CACHE_NOT_FOUND : CACHE_FOUND,
      etag: answer.etag,
      'x-content-type-options': 'nosniff',
    });
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return answer.data;
  });
};

export default iconsRoutes;

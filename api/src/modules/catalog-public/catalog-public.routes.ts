import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categorySettingsSchema, tenantInfoSchema } from './catalog-public.schemas';
import { getCategorySettings, toTenantInfo } from './catalog-public.service';
import offersRoutes from './offers.routes';
import productsRoutes from './products.routes';
import promotionsRoutes from './promotions.routes';
import vehiclesRoutes from './vehicles.routes';

/** Public calls the shell makes at start for the Host's tenant (product-spec §7). */
const catalogPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/catalog-public/tenant-info', { schema: tenantInfoSchema }, async (request, reply) => {
    const tenant = await request.requireTenant();
    // Colours and names change in the panel; the shell must see them on its next start.
    reply.header('cache-control', 'no-cache');
    return toTenantInfo(tenant, app.config.storage.publicUrl);
  });

  app.get(
    '/catalog-public/category/portifolio.category',
    { schema: categorySettingsSchema },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      reply.header('cache-control', 'no-cache');
      return getCategorySettings(app.db, tenant.id);
    },
  );

  await app.register(productsRoutes);
  await app.register(vehiclesRoutes);
  await app.register(promotionsRoutes);
  await app.register(offersRoutes);
};

export default catalogPublicRoutes;

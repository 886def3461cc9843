import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * OpenAPI document built from the route schemas; JSON at /docs/json, Swagger UI at /docs. Off
 * in production unless API_DOCS=on (config.docs): the map of every route helps an attacker
 * more than a customer; there /docs answers 404 like any unknown path.
 */
export default fp(
  async function docsPlugin(app: FastifyInstance) {
    if (!app.config.docs) return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Catálogo Eletrônico API',
          description: 'Multi-tenant catalogue API. The tenant comes from the Host header.',
          version: '0.1.0',
        },
        tags: [
          { name: 'health', description: 'Service status' },
          { name: 'catalog-public', description: 'Public catalogue calls of a tenant' },
          { name: 'auth', description: 'Registration, sign-in, session, refresh and recovery' },
          { name: 'dev', description: 'Local development only (not in production)' },
        ],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'docs' },
);

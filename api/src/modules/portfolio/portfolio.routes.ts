import type { FastifyInstance } from 'fastify';
import { acceptCsvBodies, registerResource } from '../panel/resource.routes';
import { productsRoutes } from '../products/products.routes';
import { portfolioResources } from './portfolio.resources';
import { profileRoutes } from './profile.routes';
import { summaryRoutes } from './summary.routes';

/** `/panel/portifolio/*`: the portfolio's reference data and the company profile. */
export default async function portfolioRoutes(app: FastifyInstance) {
  acceptCsvBodies(app);
  for (const def of portfolioResources) registerResource(app, def);
  await profileRoutes(app);
  await summaryRoutes(app);
  await productsRoutes(app);
}

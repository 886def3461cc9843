import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { queryRows } from './query-rows';

const Uuid = Type.String({ format: 'uuid' });
const Model = Type.String({ minLength: 1, maxLength: 100 });
const tags = ['catalog-public'];

/** Vehicle look-up for the search: maker, then model, then year (DESIGN §4 Vehicle). */
const vehiclesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalog-public/vehicles/factories',
    {
      schema: {
        tags,
        summary: 'Vehicle makers that have vehicles, by name',
        response: {
          200: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      return queryRows<{ id: string; name: string }>(
        app.db,
        sql`select f.id, f.name from factories f where f.tenant_id = ${tenant.id} and f.active
          and exists (select 1 from vehicles v where v.tenant_id = f.tenant_id
            and v.factory_id = f.id and v.active)
          order by f.name`,
      );
    },
  );

  app.get(
    '/catalog-public/vehicles/models',
    {
      schema: {
        tags,
        summary: "A maker's model names, alphabetical",
        querystring: Type.Object({ factory: Uuid }),
        response: { 200: Type.Array(Type.String()), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const rows = await queryRows<{ model: string }>(
        app.db,
        sql`select distinct model from vehicles where tenant_id = ${tenant.id}
          and factory_id = ${request.query.factory} and active order by model`,
      );
      return rows.map((r) => r.model);
    },
  );

  app.get(
    '/catalog-public/vehicles/years',
    {
      schema: {
        tags,
        summary: 'Years a model was made, newest first (open ranges end this year)',
        querystring: Type.Object({ factory: Uuid, model: Model }),
        response: { 200: Type.Array(Type.Integer()), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { factory, model } = request.query;
      const thisYear = new Date().getUTCFullYear();
      const rows = await queryRows<{ year: number }>(
        app.db,
        sql`select distinct generate_series(year_start, coalesce(year_end, ${thisYear}::int)) as year
          from vehicles where tenant_id = ${tenant.id} and factory_id = ${factory}
            and model = ${model} and active
          order by year desc`,
      );
      return rows.map((r) => Number(r.year));
    },
  );
};

export default vehiclesRoutes;

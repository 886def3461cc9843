import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { authOf } from '../auth/auth.guard';
import { queryRows } from '../catalog-public/query-rows';
import { ErrorResponse } from '../common/common.schemas';

const Counts = Type.Object({
  brands: Type.Integer(),
  categories: Type.Integer(),
  groups: Type.Integer(),
  subgroups: Type.Integer(),
  descriptions: Type.Integer(),
  factories: Type.Integer(),
  vehicles: Type.Integer(),
  products: Type.Integer(),
});
const Summary = Type.Object({
  counts: Counts,
  attention: Type.Object({
    inactiveBrandsInUse: Type.Integer(),
    descriptionsWithoutSubgroup: Type.Integer(),
    inactiveVehiclesInUse: Type.Integer(),
  }),
});

/** The portfolio landing: how much there is and what needs a look. */
export async function summaryRoutes(app: FastifyInstance) {
  app.get(
    '/panel/portifolio/summary',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['portfolio'],
        summary: 'Resumo do portfólio',
        response: { 200: Summary, 401: ErrorResponse },
      },
    },
    async (request) => {
      const t = authOf(request).tenant.id;
      const n = (table: string) =>
        sql`(select count(*)::int from ${sql.raw(table)} where tenant_id = ${t})`;
      const [row] = await queryRows<Record<string, number>>(
        app.db,
        sql`select ${n('brands')} as brands, ${n('categories')} as categories, ${n('groups')} as groups,
          ${n('subgroups')} as subgroups, ${n('descriptions')} as descriptions,
          ${n('factories')} as factories, ${n('vehicles')} as vehicles, ${n('products')} as products,
          (select count(*)::int from brands b where b.tenant_id = ${t} and not b.active and exists
            (select 1 from products p where p.tenant_id = b.tenant_id and p.brand_id = b.id)) as inactive_brands,
          (select count(*)::int from descriptions d where d.tenant_id = ${t}
            and d.default_subgroup_id is null) as no_subgroup,
          (select count(*)::int from vehicles v where v.tenant_id = ${t} and not v.active and exists
            (select 1 from product_applications a where a.tenant_id = v.tenant_id and a.vehicle_id = v.id)) as inactive_vehicles`,
      );
      const r = row!;
      return {
        counts: {
          brands: r.brands!,
          categories: r.categories!,
          groups: r.groups!,
          subgroups: r.subgroups!,
          descriptions: r.descriptions!,
          factories: r.factories!,
          vehicles: r.vehicles!,
          products: r.products!,
        },
        attention: {
          inactiveBrandsInUse: r.inactive_brands!,
          descriptionsWithoutSubgroup: r.no_subgroup!,
          inactiveVehiclesInUse: r.inactive_vehicles!,
        },
      };
    },
  );
}

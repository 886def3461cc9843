import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldsInvalid } from '../../plugins/errors';
import { authOf, requirePermission } from '../auth/auth.guard';
import { historyOf } from '../panel/audit.repository';
import { resourceSchemas } from '../panel/resource.schemas';
import { keepSentBody, sentBody, sentBodyChecker } from '../panel/sent-body';
import { isSafeKey } from '../uploads/object-key';
import { brandsResource } from '../portfolio/portfolio.resources';
import { PLAIN_UUID } from '../common/uuid';
import { MAX_IMPORT_BYTES } from '../panel/resource.routes';
import { exportProductsCsv } from './products.csv';
import { importProducts } from './products.import';
import { exportListCsv, importListCsv } from './products.lists-csv';
import { bulkProducts, type BulkInput } from './products.bulk';
import { createListCache } from './list-totals';
import { codeAvailable, listProducts, type ProductListQuery } from './products.list';
import { CreateBody, schemas, UpdateBody } from './products.schemas';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  ENTITY,
  getProduct,
  updateProductOf,
  type ProductContext,
} from './products.service';

type Id = { id: string };
const checkCreate = sentBodyChecker(CreateBody);
const checkUpdate = sentBodyChecker(UpdateBody);
// The panel's history answer has one shape for every resource.
const historySchema = resourceSchemas(brandsResource).history.response;

/**
 * `/panel/portifolio/products` (/work/product-contract.md): the product with its eight sections,
 * the list, code check, duplicate, history and bulk actions. Reading: any role; writing:
 * portfolio:write, refused (401/403) before the body is read. Another tenant's id is a 404.
 */
export async function productsRoutes(app: FastifyInstance) {
  const base = '/panel/portifolio/products';
  const read = { onRequest: [app.authenticate] };
  // The list's kept totals and pages (list-totals.ts); PRODUCT_LIST_CACHE=off keeps none.
  const listCache = createListCache(app.config.productListCache);

  const write = { onRequest: [app.authenticate, requirePermission('portfolio:write')] };

  const ctx = (request: FastifyRequest): ProductContext => {
    const { tenant, user } = authOf(request);
    // Uploads are stored at `<uriName>/<kind>/…` and served at storage.url(key).
    const root = app.storage.url('x').slice(0, -1);
    return {
      db: app.db,
      tenantId: tenant.id,
      actor: { id: user.id, name: user.name },
      isUpload: (url) => {
        if (!url.startsWith(root)) return false;
        const key = url.slice(root.length);
        return key.startsWith(`${tenant.uriName}/`) && isSafeKey(key);
      },
      publicChanged: () => app.searchCache.invalidateCatalog(tenant.id),
    };
  };
  /** The body as sent (no AJV coercion), its types checked: see panel/sent-body.ts. */
  const body = (request: FastifyRequest, check: ReturnType<typeof sentBodyChecker>) => {
    const sent = sentBody(request);
    const issues = check(sent);
    if (issues.length > 0) throw fieldsInvalid(issues);
    return sent;
  };

  app.get(base, { ...read, schema: schemas.list }, async (request, reply) => {
    const query = request.query as ProductListQuery;
    const { items, total, source } = await listProducts(
      app.db,
      authOf(request).tenant.id,
      query,
      listCache,
      app.productListIndexes,
    );
    // Which way found the page: the tenant's index in memory, or SQL (while it loads; benchmarks
    // wait for it).
    reply.header('x-product-list', source);
    return { items, total, page: query.page, pageSize: query.pageSize };
  });

  app.get(`${base}/export.csv`, { ...read, schema: schemas.exportCsv }, async (request, reply) => {
    const { ids, ...query } = request.query as ProductListQuery & { ids?: string };
    const list = ids
      ?.split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean);
    // Compared with a uuid column: anything else would be a database error (a 500).
    if (list?.some((id) => !PLAIN_UUID.test(id)))
      throw fieldsInvalid([
        { field: 'ids', reason: 'Informe IDs válidos, separados por vírgula.' },
      ]);
    const csv = await exportProductsCsv(app.db, authOf(request).tenant.id, { ...query, ids: list });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="produtos.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post(
    `${base}/import`,
    { ...write, schema: schemas.importCsv, bodyLimit: MAX_IMPORT_BYTES },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body)
        ? body
        : Buffer.from(typeof body === 'string' ? body : '');
      const { dryRun } = request.query as { dryRun: boolean };
      const report = await importProducts(ctx(request), bytes, dryRun);
      return reply.status(report.errors.length > 0 && !dryRun ? 422 : 200).send(report);
    },
  );

  for (const kind of ['applications', 'references'] as const) {
    app.get(
      `${base}/${kind}/export.csv`,
      { ...read, schema: schemas.exportCsv },
      async (request, reply) => {
        const { ids: _ids, ...query } = request.query as ProductListQuery & { ids?: string };
        const csv = await exportListCsv(app.db, authOf(request).tenant.id, kind, query);
        const name = kind === 'applications' ? 'aplicacoes' : 'referencias';
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    app.post(
      `${base}/${kind}/import`,
      { ...write, schema: schemas.importCsv, bodyLimit: MAX_IMPORT_BYTES },
      async (request, reply) => {
        const body = request.body;
        const bytes = Buffer.isBuffer(body)
          ? body
          : Buffer.from(typeof body === 'string' ? body : '');
        const { dryRun } = request.query as { dryRun: boolean };
        const report = await importListCsv(ctx(request), kind, bytes, dryRun);
        return reply.status(report.errors.length > 0 && !dryRun ? 422 : 200).send(report);
      },
    );
  }

  app.get(`${base}/code-available`, { ...read, schema: schemas.codeAvailable }, async (request) => {
    const { code, id } = request.query as { code: string; id?: string };
    return codeAvailable(app.db, authOf(request).tenant.id, code, id);
  });

  app.post(`${base}/bulk`, { ...write, schema: schemas.bulk }, async (request) =>
    bulkProducts(ctx(request), request.body as BulkInput),
  );

  app.get(`${base}/:id`, { ...read, schema: schemas.read }, async (request) =>
    getProduct(ctx(request), (request.params as Id).id),
  );

  app.get(
    `${base}/:id/history`,
    { ...read, schema: { ...schemas.history, response: historySchema } },
    async (request) => {
      const c = ctx(request);
      const { id } = request.params as Id;
      const history = await historyOf(c.db, c.tenantId, ENTITY, id);
      // A deleted product keeps its history; an id never seen in this tenant is a 404.
      if (history.length === 0) await getProduct(c, id);
      return history;
    },
  );

  app.post(
    base,
    { ...write, preValidation: keepSentBody, schema: schemas.create },
    async (request, reply) =>
      reply.status(201).send(await createProduct(ctx(request), body(request, checkCreate))),
  );

  app.post(
    `${base}/:id/duplicate`,
    { ...write, preValidation: keepSentBody, schema: schemas.duplicate },
    async (request, reply) => {
      const { code } = sentBody<{ code: unknown }>(request);
      const product = await duplicateProduct(ctx(request), (request.params as Id).id, code);
      return reply.status(201).send(product);
    },
  );

  app.put(
    `${base}/:id`,
    { ...write, preValidation: keepSentBody, schema: schemas.update },
    async (request) =>
      updateProductOf(
        ctx(request),
        (request.params as Id).id,
        body(request, checkUpdate) as Record<string, unknown> & { version: number },
      ),
  );

  app.delete(`${base}/:id`, { ...write, schema: schemas.remove }, async (request, reply) => {
    const { version } = request.query as { version: number };
    await deleteProduct(ctx(request), (request.params as Id).id, version);
    return reply.status(204).send();
  });
}

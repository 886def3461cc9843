import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldsInvalid } from '../../plugins/errors';
import { authOf, requirePermission } from '../auth/auth.guard';
import { PLAIN_UUID } from '../common/uuid';
import { historyOf } from './audit.repository';
import type { ListParams } from './resource.repository';
import { resourceSchemas } from './resource.schemas';
import { keepSentBody, sentBody } from './sent-body';
import {
  bulkResource,
  createResource,
  deleteResource,
  exportResource,
  importResource,
  listResource,
  readResource,
  updateResource,
  type ResourceContext,
} from './resource.service';
import type { ResourceDef } from './resource.types';
import type { Values } from './resource.values';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

type Id = { id: string };

/** `ids=a,b` of a list or an export: plain uuids, or a 400 naming `ids`. */
function idsOf(ids: string | undefined): string[] | undefined {
  const list = ids
    ? ids
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean)
    : undefined;
  // Compared with a uuid column: anything else would be a database error (a 500).
  if (list?.some((id) => !PLAIN_UUID.test(id)))
    throw fieldsInvalid([{ field: 'ids', reason: 'Informe IDs válidos, separados por vírgula.' }]);
  return list;
}

/**
 * The DESIGN §8.1 contract for one resource: list, read, create, update, delete, bulk, CSV
 * export and import, history. Every route needs a signed-in user of the Host's tenant (reading:
 * any role; writing: the resource's permission); another tenant's id is a plain 404.
 */
export function registerResource(app: FastifyInstance, def: ResourceDef): void {
  const base = `${def.area}/${def.name}`;
  const s = resourceSchemas(def);
  // onRequest: a request without a valid token (401) or the permission (403) is refused before
  // its body is read or validated, whatever it carries.
  const read = { onRequest: [app.authenticate] };
  const write = { onRequest: [app.authenticate, requirePermission(def.permission)] };
  const ctx = (request: FastifyRequest): ResourceContext => {
    const { tenant, user } = authOf(request);
    return {
      db: app.db,
      def,
      tenantId: tenant.id,
      actor: { id: user.id, name: user.name },
      publicChanged: () => app.searchCache.invalidateCatalog(tenant.id),
    };
  };

  app.get(base, { ...read, schema: s.list }, async (request) => {
    const { ids, ...query } = request.query as ListParams & {
      page: number;
      pageSize: number;
      ids?: string;
    };
    const { items, total } = await listResource(ctx(request), { ...query, ids: idsOf(ids) });
    return { items, total, page: query.page, pageSize: query.pageSize };
  });

  app.get(`${base}/export.csv`, { ...read, schema: s.exportCsv }, async (request, reply) => {
    const { ids, ...query } = request.query as ListParams & { ids?: string };
    const csv = await exportResource(ctx(request), { ...query, ids: idsOf(ids) });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${def.csvName}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post(
    `${base}/import`,
    { ...write, schema: s.importCsv, bodyLimit: MAX_IMPORT_BYTES },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body)
        ? body
        : Buffer.from(typeof body === 'string' ? body : '');
      const { dryRun } = request.query as { dryRun: boolean };
      const report = await importResource(ctx(request), bytes, dryRun);
      return reply.status(report.errors.length > 0 && !dryRun ? 422 : 200).send(report);
    },
  );

  app.post(`${base}/bulk`, { ...write, schema: s.bulk }, async (request) => {
    const { action, ids } = request.body as {
      action: 'activate' | 'deactivate' | 'delete';
      ids: string[];
    };
    return bulkResource(ctx(request), action, ids);
  });

  app.get(`${base}/:id`, { ...read, schema: s.read }, async (request) =>
    readResource(ctx(request), (request.params as Id).id),
  );

  app.get(`${base}/:id/history`, { ...read, schema: s.history }, async (request) => {
    const c = ctx(request);
    const { id } = request.params as Id;
    await readResource(c, id).catch(async (error) => {
      // A deleted record keeps its history; an id never seen in this tenant is a 404.
      if ((await historyOf(c.db, c.tenantId, def.entity, id)).length === 0) throw error;
    });
    return historyOf(c.db, c.tenantId, def.entity, id);
  });

  app.post(
    `${base}`,
    { ...write, preValidation: keepSentBody, schema: s.create },
    async (request, reply) =>
      // The body as sent: checkValues answers wrong types in pt-BR (see sent-body.ts).
      reply.status(201).send(await createResource(ctx(request), sentBody<Values>(request))),
  );

  app.put(
    `${base}/:id`,
    { ...write, preValidation: keepSentBody, schema: s.update },
    async (request) =>
      updateResource(ctx(request), (request.params as Id).id, {
        ...sentBody<Values>(request),
        version: (request.body as { version: number }).version,
      }),
  );

  app.delete(`${base}/:id`, { ...write, schema: s.remove }, async (request, reply) => {
    const { version } = request.query as { version: number };
    await deleteResource(ctx(request), (request.params as Id).id, version);
    return reply.status(204).send();
  });
}

/** Raw bodies for CSV imports (text/csv and friends), as a Buffer, in the caller's scope. */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );
}

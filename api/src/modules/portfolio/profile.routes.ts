import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CompanyAbout, CompanyLayout } from '../../db/schema';
import { AppError, fieldsInvalid } from '../../plugins/errors';
import { authOf, requirePermission } from '../auth/auth.guard';
import { queryRows } from '../catalog-public/query-rows';
import { storableJson } from '../common/storable-text';
import { insertAudit } from '../panel/audit.repository';
import { keepSentBody, sentBody, sentBodyChecker } from '../panel/sent-body';
import { checkProfile } from './profile.rules';
import {
  getProfileSchema,
  ProfileBody,
  putProfileSchema,
  type ProfileInput,
} from './profile.schemas';

const ENTITY = 'profile';
const checkSentBody = sentBodyChecker(ProfileBody);
type Db = FastifyInstance['db'];

async function readProfile(db: Db, tenantId: string, lock = false) {
  const [row] = await queryRows<{
    commercial_name: string;
    legal_name: string;
    cnpj: string;
    about: CompanyAbout;
    layout: CompanyLayout;
    version: number;
    updated_at: Date | string;
    updated_by: { id: string; name: string } | null;
  }>(
    db,
    sql`select commercial_name, legal_name, cnpj, about, layout, version, updated_at,
      (select json_build_object('id', a.user_id, 'name', a.user_name) from audit_log a
        where a.tenant_id = t.id and a.entity = ${ENTITY} and a.entity_id = t.id
        order by a.at desc limit 1) as updated_by
      from tenants t where t.id = ${tenantId} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw new AppError(404, 'TENANT_NOT_FOUND', 'Empresa não encontrada.');
  return {
    commercialName: row.commercial_name,
    legalName: row.legal_name,
    cnpj: row.cnpj,
    about: row.about,
    layout: row.layout,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** JSON with object keys sorted: jsonb gives keys back in its own order, not the one written. */
const stableJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const withoutEmpty = <T extends object>(o: T) =>
  Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== null && !(typeof v === 'object' && Object.keys(v).length === 0),
    ),
  );

/**
 * The company's public profile (what tenant-info serves): owners and admins change it
 * (`profile:manage`), everyone in the panel reads it. Optimistic concurrency on tenants.version.
 */
export async function profileRoutes(app: FastifyInstance) {
  const path = '/panel/portifolio/profile';
  app.get(path, { onRequest: [app.authenticate], schema: getProfileSchema }, async (request) =>
    readProfile(app.db, authOf(request).tenant.id),
  );

  app.put(
    path,
    {
      // Refused (401/403) before the body is read or validated.
      onRequest: [app.authenticate, requirePermission('profile:manage')],
      preValidation: keepSentBody,
      schema: putProfileSchema,
    },
    async (request) => {
      const { tenant, user } = authOf(request);
      // The body as sent, not as AJV coerced it (see sent-body.ts): wrong types are a 400.
      const input = sentBody<ProfileInput>(request);
      const sent = checkSentBody(input);
      if (sent.length > 0) throw fieldsInvalid(sent);
      const result = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const current = await readProfile(db, tenant.id, true);
        if (current.version !== input.version)
          throw new AppError(
            409,
            'VERSION_CONFLICT',
            'O perfil foi alterado por outra pessoa.',
            undefined,
            undefined,
            { current },
          );
        const { values, issues } = checkProfile(input);
        if (issues.length > 0) throw fieldsInvalid(issues);
        const about = withoutEmpty(values.about);
        const layout = { ...current.layout, ...values.layout };
        const before = {
          commercialName: current.commercialName,
          legalName: current.legalName,
          cnpj: current.cnpj,
          about: current.about,
          layout: current.layout,
        };
        const after = {
          commercialName: values.commercialName,
          legalName: values.legalName,
          cnpj: values.cnpj,
          about,
          layout,
        };
        const changes = (Object.keys(after) as (keyof typeof after)[])
          .filter((k) => stableJson(before[k]) !== stableJson(after[k]))
          .map((field) => ({ field, before: before[field], after: after[field] }));
        if (changes.length === 0) return current;
        await db.execute(sql`update tenants set commercial_name = ${values.commercialName},
          legal_name = ${values.legalName}, cnpj = ${values.cnpj}, about = ${storableJson(about)}::jsonb,
          layout = ${storableJson(layout)}::jsonb, version = version + 1, updated_at = now()
          where id = ${tenant.id}`);
        await insertAudit(db, tenant.id, { id: user.id, name: user.name }, [
          { entity: ENTITY, entityId: tenant.id, action: 'update', changes },
        ]);
        return readProfile(db, tenant.id);
      });
      return result;
    },
  );
}

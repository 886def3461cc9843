import { Type, type TSchema } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import type { FieldDef, FilterDef, ResourceDef } from './resource.types';

export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;
export const MAX_BULK_IDS = 500;
const Uuid = Type.String({ format: 'uuid' });
const nullable = (s: TSchema) => Type.Union([s, Type.Null()]);

/**
 * Only the outer types are checked here (lengths, patterns and choices are checked with pt-BR
 * reasons in resource.values.ts). `propertyNames` makes an unknown field a 400: Fastify's AJV
 * would silently drop it under `additionalProperties: false`.
 */
function inputOf(f: FieldDef): TSchema {
  switch (f.kind) {
    case 'text':
    case 'enum':
      return nullable(Type.String({ maxLength: 10_000 }));
    case 'ref':
      return nullable(Uuid);
    case 'int':
      return nullable(Type.Integer());
    case 'bool':
      return Type.Boolean();
    case 'textArray':
    case 'enumArray':
      return Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 200 });
  }
}

const closed = (properties: Record<string, TSchema>, required: string[] = []) =>
  Type.Unsafe<Record<string, unknown>>({
    type: 'object',
    properties,
    required,
    propertyNames: { enum: Object.keys(properties) },
  });

function bodyOf(def: ResourceDef, withVersion: boolean) {
  const properties: Record<string, TSchema> = {};
  for (const f of def.fields) properties[f.key] = inputOf(f);
  if (withVersion) properties.version = Type.Integer({ minimum: 1 });
  return closed(properties, withVersion ? ['version'] : []);
}

function filterSchema(f: FilterDef): TSchema {
  switch (f.kind) {
    case 'bool':
      return Type.Boolean();
    case 'uuid':
      return Uuid;
    case 'int':
      return Type.Integer({ minimum: 1900, maximum: 2100 });
    case 'enum':
      return Type.String({ enum: [...(f.values ?? [])] });
    case 'text':
      return Type.String({ maxLength: 100 });
  }
}

export function listQueryOf(def: ResourceDef, withPaging = true) {
  const sorts = def.sortable.flatMap((s) => [`${s}:asc`, `${s}:desc`]);
  const properties: Record<string, TSchema> = {
    q: Type.String({ maxLength: 200 }),
    sort: Type.String({ enum: sorts }),
    // Only these rows (comma-separated): the selection an export writes, or the rows a screen
    // names (the vehicles of a product's applications) read in one call.
    ids: Type.String({ maxLength: MAX_BULK_IDS * 37 }),
  };
  if (withPaging) {
    properties.page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
    properties.pageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 });
  }
  for (const f of def.filters) properties[f.param] = filterSchema(f);
  return closed(properties);
}

export const Row = Type.Object(
  {
    id: Type.String(),
    version: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    updatedBy: nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  },
  { additionalProperties: true },
);

const IdParams = Type.Object({ id: Uuid });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const Conflict = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), reason: Type.String() }))),
    current: Type.Optional(Row),
    usedBy: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  },
  { description: 'VERSION_CONFLICT (with the current row), IN_USE (with counts) or DUPLICATE' },
);
export const ImportReport = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  errors: Type.Array(
    Type.Object({ line: Type.Integer(), column: Type.String(), message: Type.String() }),
  ),
});

/** Every route schema of one resource, named for its OpenAPI tag. */
export function resourceSchemas(def: ResourceDef) {
  const tags = [def.tag];
  const what = def.noun.many;
  return {
    list: {
      tags,
      summary: `Lista de ${what}`,
      querystring: listQueryOf(def),
      response: {
        200: Type.Object({
          items: Type.Array(Row),
          total: Type.Integer(),
          page: Type.Integer(),
          pageSize: Type.Integer(),
        }),
        ...errors,
      },
    },
    read: { tags, params: IdParams, response: { 200: Row, ...errors } },
    create: { tags, body: bodyOf(def, false), response: { 201: Row, 409: Conflict, ...errors } },
    update: {
      tags,
      params: IdParams,
      body: bodyOf(def, true),
      response: { 200: Row, 409: Conflict, ...errors },
    },
    remove: {
      tags,
      params: IdParams,
      querystring: Type.Object({ version: Type.Integer({ minimum: 1 }) }),
      response: { 204: Type.Null(), 409: Conflict, ...errors },
    },
    bulk: {
      tags,
      body: closed(
        {
          action: Type.Union([
            Type.Literal('activate'),
            Type.Literal('deactivate'),
            Type.Literal('delete'),
          ]),
          ids: Type.Array(Uuid, { minItems: 1, maxItems: MAX_BULK_IDS }),
        },
        ['action', 'ids'],
      ),
      response: {
        200: Type.Object({
          done: Type.Integer(),
          failed: Type.Array(
            Type.Object({ id: Type.String(), code: Type.String(), message: Type.String() }),
          ),
        }),
        ...errors,
      },
    },
    exportCsv: { tags, summary: `CSV de ${what}`, querystring: listQueryOf(def, false) },
    importCsv: {
      tags,
      summary: `Importação CSV de ${what}`,
      querystring: Type.Object({ dryRun: Type.Boolean({ default: true }) }),
      response: { 200: ImportReport, 422: ImportReport, ...errors },
    },
    history: {
      tags,
      params: IdParams,
      response: {
        200: Type.Array(
          Type.Object({
            at: Type.String(),
            user: nullable(Type.Object({ id: Type.String(), name: Type.String() })),
            action: Type.String(),
            changes: Type.Array(
              Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() }),
            ),
          }),
        ),
        ...errors,
      },
    },
  };
}

import { Type, type TSchema } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { ImportReport, MAX_BULK_IDS, MAX_PAGE, MAX_PAGE_SIZE } from '../panel/resource.schemas';
import { PRODUCT_STATUSES, READ_ONLY_KEYS } from './product.types';

// Only outer types here (lengths, patterns, choices and check digits are products.rules.ts's,
// with pt-BR reasons). Unknown fields are a 400 through propertyNames, as in the panel's
// resource schemas. Limits on size keep a huge body from being worked on at all.
const nullable = (s: TSchema) => Type.Union([s, Type.Null()]);
const Text = (max = 50_000) => nullable(Type.String({ maxLength: max }));
const Num = nullable(Type.Number());
// Integers are numbers here: products.rules.ts says 'Informe um número inteiro.' in pt-BR.
const Int = Num;
const Uuid = Type.String({ format: 'uuid' });

const closed = (properties: Record<string, TSchema>, required: string[] = []) =>
  Type.Unsafe<Record<string, unknown>>({
    type: 'object',
    properties,
    required,
    propertyNames: { enum: Object.keys(properties) },
  });
const list = (item: Record<string, TSchema>, max: number) =>
  nullable(Type.Array(closed(item), { maxItems: max }));

const productProperties: Record<string, TSchema> = {
  code: Text(1000),
  brandId: Text(100),
  descriptionId: Text(100),
  categoryId: Text(100),
  groupId: Text(100),
  subgroupId: Text(100),
  complement: Text(1000),
  status: Text(40),
  replacedById: Text(100),
  criteria: list({ name: Text(1000), value: Text(1000), unit: Text(1000) }, 1000),
  position: Text(1000),
  notes: Text(10_000),
  images: list({ url: Text(2000), alt: Text(1000) }, 1000),
  infoText: Text(100_000),
  documents: list({ url: Text(2000), name: Text(1000) }, 1000),
  links: list({ url: Text(2000), title: Text(1000) }, 1000),
  salesUnit: Text(40),
  qtyPerPack: Int,
  salesMultiple: Int,
  ean13: Text(100),
  dun14: Text(100),
  netWeight: Num,
  grossWeight: Num,
  height: Num,
  width: Num,
  length: Num,
  oeRefs: list({ factoryId: Text(100), code: Text(1000) }, 5000),
  crossRefs: list({ brandId: Text(100), code: Text(1000) }, 5000),
  applications: list(
    { vehicleId: Text(100), yearStart: Int, yearEnd: Int, position: Text(1000), note: Text(1000) },
    5000,
  ),
  ncm: Text(100),
  cest: Text(100),
  origin: Int,
  ipiRate: Num,
  exTipi: Text(100),
  // Read-only parts of the GET answer a form may send back: accepted and ignored.
  ...Object.fromEntries(READ_ONLY_KEYS.map((k) => [k, Type.Unknown()])),
};

export const CreateBody = closed(productProperties);
export const UpdateBody = closed({ ...productProperties, version: Type.Integer({ minimum: 1 }) }, [
  'version',
]);

export const LIST_SORTS = ['code', 'description', 'brand', 'status', 'completeness', 'updatedAt'];
const filters = {
  q: Type.String({ maxLength: 200 }),
  sort: Type.String({ enum: LIST_SORTS.flatMap((s) => [`${s}:asc`, `${s}:desc`]) }),
  brand: Uuid,
  category: Uuid,
  group: Uuid,
  subgroup: Uuid,
  status: Type.String({ enum: [...PRODUCT_STATUSES] }),
  hasImage: Type.Boolean(),
  completenessBelow: Type.Integer({ minimum: 1, maximum: 101 }),
  updatedSince: Type.String({ format: 'date-time' }),
  updatedBy: Uuid,
};
export const ListQuery = closed({
  ...filters,
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 }),
});

const Ref = Type.Object({ id: Type.String(), name: Type.String() });
const Product = Type.Object(
  { id: Type.String(), version: Type.Integer(), code: Type.String() },
  { additionalProperties: true },
);
export const ListItem = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  complement: nullable(Type.String()),
  brand: Ref,
  categoryPath: nullable(Type.String()),
  status: Type.String(),
  completeness: Type.Integer(),
  image: nullable(Type.String()),
  updatedAt: Type.String(),
  updatedBy: nullable(Ref),
});

const IdParams = Type.Object({ id: Uuid });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const Conflict = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), reason: Type.String() }))),
    current: Type.Optional(Product),
    usedBy: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  },
  { description: 'VERSION_CONFLICT (with the current product), DUPLICATE, NOT_DRAFT, IN_USE' },
);
const tags = ['products'];
export const BULK_ACTIONS = [
  'publish',
  'draft',
  'discontinue',
  'setBrand',
  'setCategory',
  'delete',
];

export const schemas = {
  list: {
    tags,
    summary: 'Lista de produtos',
    querystring: ListQuery,
    response: {
      200: Type.Object({
        items: Type.Array(ListItem),
        total: Type.Integer(),
        page: Type.Integer(),
        pageSize: Type.Integer(),
      }),
      ...errors,
    },
  },
  read: { tags, params: IdParams, response: { 200: Product, ...errors } },
  create: { tags, body: CreateBody, response: { 201: Product, 409: Conflict, ...errors } },
  update: {
    tags,
    params: IdParams,
    body: UpdateBody,
    response: { 200: Product, 409: Conflict, ...errors },
  },
  remove: {
    tags,
    params: IdParams,
    querystring: closed({ version: Type.Integer({ minimum: 1 }) }, ['version']),
    response: { 204: Type.Null(), 409: Conflict, ...errors },
  },
  duplicate: {
    tags,
    params: IdParams,
    body: closed({ code: Text(1000) }, ['code']),
    response: { 201: Product, 409: Conflict, ...errors },
  },
  codeAvailable: {
    tags,
    querystring: closed({ code: Type.String({ maxLength: 1000 }), id: Uuid }, ['code']),
    response: {
      200: Type.Object({ available: Type.Boolean(), normalized: Type.String() }),
      ...errors,
    },
  },
  bulk: {
    tags,
    body: closed(
      {
        action: Type.String({ enum: BULK_ACTIONS }),
        ids: Type.Array(Uuid, { minItems: 1, maxItems: MAX_BULK_IDS }),
        brandId: Uuid,
        categoryId: nullable(Uuid),
        groupId: nullable(Uuid),
        subgroupId: nullable(Uuid),
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
  history: { tags, params: IdParams },
  importCsv: {
    tags,
    summary: 'Importação CSV de produtos (por código)',
    querystring: closed({ dryRun: Type.Boolean({ default: true }) }),
    response: { 200: ImportReport, 422: ImportReport, ...errors },
  },
  exportCsv: {
    tags,
    summary: 'CSV de produtos',
    querystring: closed({ ...filters, ids: Type.String({ maxLength: MAX_BULK_IDS * 37 }) }),
  },
};

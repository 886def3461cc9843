import { sql } from 'drizzle-orm';
import { BRAND_KINDS, VEHICLE_LINES } from '../../db/catalog-schema';
import type { Db } from '../../db/client';
import { normalizeText, searchTextSql } from '../common/search-text';
import type { FieldDef, FilterDef, ResourceDef, UsageDef } from '../panel/resource.types';

// The portfolio's reference data (DESIGN §4) as panel resources (DESIGN §8.1).

export const FACTORY_SEGMENTS = ['car', 'commercial', 'motorcycle', 'agricultural'] as const;
export const FUELS = [
  'FLEX',
  'GASOLINA',
  'ETANOL',
  'DIESEL',
  'GNV',
  'HÍBRIDO',
  'ELÉTRICO',
] as const;
const FIRST_YEAR = 1900;
const LAST_YEAR = new Date().getUTCFullYear() + 2;

const common = {
  area: '/panel/portifolio',
  permission: 'portfolio:write' as const,
  tag: 'portfolio',
  public: true,
};
const CODE = /^[A-Z0-9][A-Z0-9._-]*$/;
const code = (label = 'Código'): FieldDef => ({
  key: 'code',
  column: 'code',
  kind: 'text',
  label,
  required: true,
  max: 20,
  upper: true,
  pattern: CODE,
  patternReason: 'Use letras, números, ponto, hífen ou sublinhado.',
});
const name = (max = 120): FieldDef => ({
  key: 'name',
  column: 'name',
  kind: 'text',
  label: 'Nome',
  required: true,
  max,
});
const active: FieldDef = {
  key: 'active',
  column: 'active',
  kind: 'bool',
  label: 'Ativo',
  default: true,
};
const sortOrder: FieldDef = {
  key: 'sortOrder',
  column: 'sort_order',
  kind: 'int',
  label: 'Ordem',
  min: 0,
  max: 9999,
  // NOT NULL in the table: blank is the first place, as the column's default.
  default: 0,
};
const activeFilter: FilterDef = {
  param: 'active',
  kind: 'bool',
  where: (v) => sql`t.active = ${v}`,
};
const count = (table: string, column: string, key: string, label: string): UsageDef => ({
  key,
  label,
  count: (tenantId, id) =>
    sql`select count(*)::int from ${sql.raw(table)} where tenant_id = ${tenantId} and ${sql.raw(column)} = ${id}`,
});
const products = (column: string) => count('products', column, 'products', 'produtos');
const ref = (
  key: string,
  column: string,
  table: string,
  expandAs: string,
  csvBy: string,
  csvLabel: string,
  label: string,
  required = true,
  csvPath?: string,
): FieldDef => ({
  key,
  column,
  kind: 'ref',
  label,
  required,
  ref: {
    table,
    expandAs,
    expand: csvBy === 'code' ? ['code', 'name'] : ['name'],
    csvBy,
    csvLabel,
    csvPath,
  },
});
// A group's code is unique in its category and a subgroup's in its group: CSV names them with
// their parents' codes ('01/G01', '01/G01/S01').
const GROUP_PATH = `(select c.code from categories c where c.tenant_id = r.tenant_id
  and c.id = r.category_id) || '/' || r.code`;
const SUBGROUP_PATH = `(select c.code || '/' || g.code from groups g join categories c
  on c.tenant_id = g.tenant_id and c.id = g.category_id
  where g.tenant_id = r.tenant_id and g.id = r.group_id) || '/' || r.code`;

/**
 * Products find their description by its name and synonyms through products.search_text (the
 * public search's trigram index), so a renamed description rewrites its products' texts.
 */
async function refreshProductSearchText(tx: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`update products p set search_text = ${searchTextSql('d', sql`p.complement`)}
    from descriptions d where d.tenant_id = ${tenantId} and d.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and p.tenant_id = d.tenant_id and p.description_id = d.id`);
}

const slugOf = (text: string) => normalizeText(text).replace(/ /g, '-').slice(0, 80);

export const brandsResource: ResourceDef = {
  ...common,
  name: 'brands',
  entity: 'brand',
  table: 'brands',
  csvName: 'marcas',
  noun: { one: 'marca', many: 'marcas' },
  fields: [
    name(80),
    {
      key: 'slug',
      column: 'slug',
      kind: 'text',
      label: 'Identificador',
      required: true,
      derived: true,
      max: 80,
      pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
      patternReason: 'Use letras minúsculas, números e hífens.',
    },
    {
      key: 'kind',
      column: 'kind',
      kind: 'enum',
      label: 'Tipo',
      values: BRAND_KINDS,
      valueLabels: { own: 'Própria', competitor: 'Concorrente' },
      default: 'own',
    },
    {
      key: 'logo',
      column: 'logo',
      kind: 'text',
      label: 'Logo',
      max: 500,
      pattern: /^https?:\/\/\S+$/,
      patternReason: 'Informe um endereço http(s).',
    },
    active,
  ],
  prepare: (v) => ({ ...v, slug: v.slug ?? (v.name ? slugOf(v.name as string) || null : null) }),
  search: ['t.name', 't.slug'],
  sortable: ['name', 'slug', 'kind', 'active', 'updatedAt'],
  defaultSort: 'name:asc',
  filters: [
    activeFilter,
    { param: 'kind', kind: 'enum', values: BRAND_KINDS, where: (v) => sql`t.kind = ${v}` },
    {
      param: 'inUse',
      kind: 'bool',
      where: (v) =>
        sql`${v ? sql`` : sql`not`} exists (select 1 from products p where p.tenant_id = t.tenant_id and p.brand_id = t.id)`,
    },
  ],
  unique: [
    { fields: ['name'], field: 'name', reason: 'Já existe uma marca com este nome.' },
    { fields: ['slug'], field: 'slug', reason: 'Já existe uma marca com este identificador.' },
  ],
  usedBy: [
    products('brand_id'),
    count('product_cross_refs', 'brand_id', 'references', 'referências cruzadas'),
  ],
};

export const categoriesResource: ResourceDef = {
  ...common,
  name: 'categories',
  entity: 'category',
  table: 'categories',
  csvName: 'categorias',
  noun: { one: 'categoria', many: 'categorias' },
  fields: [code(), name(), sortOrder, active],
  search: ['t.code', 't.name'],
  sortable: ['code', 'name', 'sortOrder', 'active', 'updatedAt'],
  defaultSort: 'sortOrder:asc',
  filters: [activeFilter],
  unique: [{ fields: ['code'], field: 'code', reason: 'Já existe uma categoria com este código.' }],
  usedBy: [count('groups', 'category_id', 'groups', 'grupos'), products('category_id')],
};

export const groupsResource: ResourceDef = {
  ...common,
  name: 'groups',
  entity: 'group',
  table: 'groups',
  csvName: 'grupos',
  noun: { one: 'grupo', many: 'grupos' },
  fields: [
    ref(
      'categoryId',
      'category_id',
      'categories',
      'category',
      'code',
      'Código da categoria',
      'Categoria',
    ),
    code(),
    name(),
    sortOrder,
    active,
  ],
  search: ['t.code', 't.name'],
  sortable: ['code', 'name', 'categoryId', 'sortOrder', 'active', 'updatedAt'],
  defaultSort: 'sortOrder:asc',
  filters: [
    activeFilter,
    { param: 'category', kind: 'uuid', where: (v) => sql`t.category_id = ${v}` },
  ],
  unique: [
    {
      fields: ['categoryId', 'code'],
      field: 'code',
      reason: 'Já existe um grupo com este código nesta categoria.',
    },
  ],
  usedBy: [count('subgroups', 'group_id', 'subgroups', 'subgrupos'), products('group_id')],
};

export const subgroupsResource: ResourceDef = {
  ...common,
  name: 'subgroups',
  entity: 'subgroup',
  table: 'subgroups',
  csvName: 'subgrupos',
  noun: { one: 'subgrupo', many: 'subgrupos' },
  fields: [
    ref(
      'groupId',
      'group_id',
      'groups',
      'group',
      'code',
      'Código do grupo',
      'Grupo',
      true,
      GROUP_PATH,
    ),
    code(),
    name(),
    sortOrder,
    active,
  ],
  search: ['t.code', 't.name'],
  sortable: ['code', 'name', 'groupId', 'sortOrder', 'active', 'updatedAt'],
  defaultSort: 'sortOrder:asc',
  filters: [
    activeFilter,
    { param: 'group', kind: 'uuid', where: (v) => sql`t.group_id = ${v}` },
    {
      param: 'category',
      kind: 'uuid',
      where: (v) =>
        sql`t.group_id in (select id from groups g where g.tenant_id = t.tenant_id and g.category_id = ${v})`,
    },
  ],
  unique: [
    {
      fields: ['groupId', 'code'],
      field: 'code',
      reason: 'Já existe um subgrupo com este código neste grupo.',
    },
  ],
  usedBy: [
    products('subgroup_id'),
    count('descriptions', 'default_subgroup_id', 'descriptions', 'descrições'),
  ],
};

export const descriptionsResource: ResourceDef = {
  ...common,
  name: 'descriptions',
  entity: 'description',
  table: 'descriptions',
  csvName: 'descricoes',
  noun: { one: 'descrição', many: 'descrições' },
  fields: [
    code(),
    name(150),
    {
      key: 'synonyms',
      column: 'synonyms',
      kind: 'textArray',
      label: 'Sinônimos',
      max: 100,
      upper: true,
    },
    ref(
      'defaultSubgroupId',
      'default_subgroup_id',
      'subgroups',
      'defaultSubgroup',
      'code',
      'Código do subgrupo padrão',
      'Subgrupo padrão',
      false,
      SUBGROUP_PATH,
    ),
    {
      key: 'defaultNcm',
      column: 'default_ncm',
      kind: 'text',
      label: 'NCM padrão',
      // As typed ('8708.30.90') or plain; prepare() stores the 8 digits.
      max: 10,
      pattern: /^[0-9]{4}\.?[0-9]{2}\.?[0-9]{2}$/,
      patternReason: 'O NCM tem 8 dígitos (ex.: 8708.30.90).',
    },
    active,
  ],
  prepare: (v) => ({
    ...v,
    defaultNcm:
      typeof v.defaultNcm === 'string' ? v.defaultNcm.replace(/[.\s]/g, '') || null : v.defaultNcm,
  }),
  search: ['t.code', 't.name', "array_to_string(t.synonyms, ' ')"],
  sortable: ['code', 'name', 'defaultSubgroupId', 'defaultNcm', 'active', 'updatedAt'],
  defaultSort: 'name:asc',
  filters: [
    activeFilter,
    { param: 'subgroup', kind: 'uuid', where: (v) => sql`t.default_subgroup_id = ${v}` },
    {
      param: 'withoutSubgroup',
      kind: 'bool',
      where: (v) =>
        v ? sql`t.default_subgroup_id is null` : sql`t.default_subgroup_id is not null`,
    },
  ],
  unique: [{ fields: ['code'], field: 'code', reason: 'Já existe uma descrição com este código.' }],
  usedBy: [products('description_id')],
  afterWrite: refreshProductSearchText,
};

export const factoriesResource: ResourceDef = {
  ...common,
  name: 'factories',
  entity: 'factory',
  table: 'factories',
  csvName: 'montadoras',
  noun: { one: 'montadora', many: 'montadoras' },
  fields: [
    { ...name(80), upper: true },
    { key: 'country', column: 'country', kind: 'text', label: 'País', max: 60 },
    {
      key: 'segments',
      column: 'segments',
      kind: 'enumArray',
      label: 'Segmentos',
      values: FACTORY_SEGMENTS,
      valueLabels: {
        car: 'Automóveis',
        commercial: 'Comerciais',
        motorcycle: 'Motos',
        agricultural: 'Agrícolas',
      },
    },
    {
      key: 'logo',
      column: 'logo',
      kind: 'text',
      label: 'Logo',
      max: 500,
      pattern: /^https?:\/\/\S+$/,
      patternReason: 'Informe um endereço http(s).',
    },
    active,
  ],
  search: ['t.name', 't.country'],
  sortable: ['name', 'country', 'active', 'updatedAt'],
  defaultSort: 'name:asc',
  filters: [
    activeFilter,
    {
      param: 'segment',
      kind: 'enum',
      values: FACTORY_SEGMENTS,
      where: (v) => sql`${v} = any(t.segments)`,
    },
  ],
  unique: [{ fields: ['name'], field: 'name', reason: 'Já existe uma montadora com este nome.' }],
  usedBy: [
    count('vehicles', 'factory_id', 'vehicles', 'veículos'),
    count('product_oe_refs', 'factory_id', 'references', 'referências originais'),
  ],
};

const year = (key: string, column: string, label: string, required: boolean): FieldDef => ({
  key,
  column,
  kind: 'int',
  label,
  required,
  min: FIRST_YEAR,
  max: LAST_YEAR,
});

export const vehiclesResource: ResourceDef = {
  ...common,
  name: 'vehicles',
  entity: 'vehicle',
  table: 'vehicles',
  csvName: 'veiculos',
  noun: { one: 'veículo', many: 'veículos' },
  fields: [
    ref('factoryId', 'factory_id', 'factories', 'factory', 'name', 'Montadora', 'Montadora'),
    {
      key: 'model',
      column: 'model',
      kind: 'text',
      label: 'Modelo',
      required: true,
      max: 80,
      upper: true,
    },
    {
      key: 'versionName',
      column: 'version_name',
      kind: 'text',
      label: 'Versão',
      max: 80,
      upper: true,
    },
    { key: 'engine', column: 'engine', kind: 'text', label: 'Motor', max: 80, upper: true },
    { key: 'fuel', column: 'fuel', kind: 'enum', label: 'Combustível', values: FUELS },
    { key: 'body', column: 'body', kind: 'text', label: 'Carroceria', max: 60, upper: true },
    {
      key: 'line',
      column: 'line',
      kind: 'enum',
      label: 'Linha',
      values: VEHICLE_LINES,
      valueLabels: { light: 'Leve', heavy: 'Pesada' },
      default: 'light',
    },
    year('yearStart', 'year_start', 'Ano inicial', true),
    year('yearEnd', 'year_end', 'Ano final', false),
    active,
  ],
  validate: (v) =>
    v.yearEnd !== null && v.yearEnd !== undefined && (v.yearEnd as number) < (v.yearStart as number)
      ? [{ field: 'yearEnd', reason: 'O ano final não pode ser anterior ao inicial.' }]
      : [],
  search: [
    't.model',
    't.version_name',
    't.engine',
    '(select f.name from factories f where f.tenant_id = t.tenant_id and f.id = t.factory_id)',
  ],
  sortable: [
    'factoryId',
    'model',
    'versionName',
    'engine',
    'fuel',
    'line',
    'yearStart',
    'yearEnd',
    'active',
    'updatedAt',
  ],
  defaultSort: 'model:asc',
  filters: [
    activeFilter,
    { param: 'factory', kind: 'uuid', where: (v) => sql`t.factory_id = ${v}` },
    { param: 'line', kind: 'enum', values: VEHICLE_LINES, where: (v) => sql`t.line = ${v}` },
    { param: 'fuel', kind: 'enum', values: FUELS, where: (v) => sql`t.fuel = ${v}` },
    {
      param: 'year',
      kind: 'int',
      where: (v) => sql`t.year_start <= ${v} and coalesce(t.year_end, 9999) >= ${v}`,
    },
  ],
  unique: [
    {
      fields: ['factoryId', 'model', 'versionName', 'engine', 'yearStart', 'yearEnd'],
      field: 'model',
      reason: 'Já existe este veículo (montadora, modelo, versão, motor e anos).',
    },
  ],
  usedBy: [count('product_applications', 'vehicle_id', 'applications', 'aplicações')],
};

export const portfolioResources = [
  brandsResource,
  categoriesResource,
  groupsResource,
  subgroupsResource,
  descriptionsResource,
  factoriesResource,
  vehiclesResource,
];

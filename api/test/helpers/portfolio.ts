import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { queryRows } from '../../src/modules/catalog-public/query-rows';
import { portfolioResources } from '../../src/modules/portfolio/portfolio.resources';
import type { ResourceDef } from '../../src/modules/panel/resource.types';
import { tenantId } from './auth';
import { panel, type PanelCall } from './panel';

export const PORTFOLIO = '/panel/portifolio';
export type Row = Record<string, unknown> & { id: string; version: number };
export const RESOURCE_NAMES = portfolioResources.map((d) => d.name);
export const urlOf = (resource: string) => `${PORTFOLIO}/${resource}`;
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export function defOf(resource: string): ResourceDef {
  const def = portfolioResources.find((d) => d.name === resource);
  if (!def) throw new Error(`no resource ${resource}`);
  return def;
}

/** The writable fields of a row, as a form sends them back, with the version it was read at. */
export function inputOf(resource: string, row: Row, changes: Record<string, unknown> = {}) {
  const input: Record<string, unknown> = { version: row.version };
  for (const f of defOf(resource).fields) input[f.key] = row[f.key];
  return { ...input, ...changes };
}

/** A panel call that must answer `status`; its JSON body (or undefined for an empty one). */
export async function expectStatus(app: App, call: PanelCall, status: number) {
  const res = await panel(app, call);
  expect([
    call.method ?? 'GET',
    call.url,
    res.statusCode,
    res.statusCode === status ? '' : res.body,
  ]).toEqual([call.method ?? 'GET', call.url, status, '']);
  return res.body ? res.json() : undefined;
}

export const createRow = async (app: App, token: string, resource: string, body: object) =>
  (await expectStatus(app, { method: 'POST', url: urlOf(resource), token, body }, 201)) as Row;

export type Tree = Record<string, Row>;

/**
 * One new row of each portfolio resource, with its parents (category → group → subgroup, a
 * description under the subgroup, factory → vehicle); `tag` (letters and digits) makes codes
 * and names unique; `extra` adds or overrides fields per resource.
 */
export async function makeTree(
  app: App,
  token: string,
  tag: string,
  extra: Record<string, object> = {},
): Promise<Tree> {
  const tree: Tree = {};
  const make = async (resource: string, body: object) => {
    tree[resource] = await createRow(app, token, resource, { ...body, ...extra[resource] });
  };
  await make('brands', { name: `Marca ${tag}` });
  await make('categories', { code: `C${tag}`, name: `Categoria ${tag}` });
  await make('groups', { categoryId: tree.categories!.id, code: `G${tag}`, name: `Grupo ${tag}` });
  await make('subgroups', { groupId: tree.groups!.id, code: `S${tag}`, name: `Subgrupo ${tag}` });
  await make('descriptions', {
    code: `D${tag}`,
    name: `Descrição ${tag}`,
    synonyms: [`sinônimo ${tag}`],
    defaultSubgroupId: tree.subgroups!.id,
    defaultNcm: '87083090',
  });
  await make('factories', { name: `Montadora ${tag}`, country: 'BR', segments: ['car'] });
  await make('vehicles', {
    factoryId: tree.factories!.id,
    model: `Modelo ${tag}`,
    versionName: 'LX',
    engine: '1.6 16V',
    fuel: 'FLEX',
    line: 'light',
    yearStart: 2010,
    yearEnd: 2015,
  });
  return tree;
}

/** The reference data besides brands (brands.routes.test.ts covers those). */
export const REFERENCE_DATA = [
  'categories',
  'groups',
  'subgroups',
  'descriptions',
  'factories',
  'vehicles',
];

/** A new row's body under `tree`'s parents, and a change to it (named by `tag`). */
type Body = Record<string, unknown>;
export function newRowOf(resource: string, tree: Tree, tag: string): [Body, Body] {
  const level = { code: `N${tag}`, name: `Nova ${tag}`, sortOrder: 7 };
  const rows: Record<string, [Body, Body]> = {
    brands: [{ name: `Nova ${tag}` }, { kind: 'competitor' }],
    categories: [level, { name: `Trocada ${tag}` }],
    groups: [{ ...level, categoryId: tree.categories!.id }, { name: `Trocada ${tag}` }],
    subgroups: [{ ...level, groupId: tree.groups!.id }, { name: `Trocada ${tag}` }],
    descriptions: [
      { code: `N${tag}`, name: `Nova ${tag}`, defaultSubgroupId: tree.subgroups!.id },
      { name: `Trocada ${tag}`, synonyms: ['OUTRO NOME'] },
    ],
    factories: [{ name: `Nova ${tag}`, segments: ['car', 'commercial'] }, { country: 'AR' }],
    vehicles: [
      { factoryId: tree.factories!.id, model: `Nova ${tag}`, yearStart: 2001 },
      { engine: '2.0 turbo', yearEnd: 2004 },
    ],
  };
  return rows[resource]!;
}

/** Rows of a table in the tenant (counts before and after an import, used rows...). */
export async function rowsOf<T = Record<string, unknown>>(
  app: App,
  uriName: string,
  query: (tenant: string) => ReturnType<typeof sql>,
): Promise<T[]> {
  return queryRows<T>(app.db, query(await tenantId(app, uriName)));
}

export async function countOf(app: App, uriName: string, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    app,
    uriName,
    (tenant) => sql`select count(*)::int as n from ${sql.raw(table)} where tenant_id = ${tenant}`,
  );
  return row!.n;
}

import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../catalog-public/query-rows';
import { orderSql, whereSql, type ProductListQuery } from './products.list';

const BOM = '\uFEFF';
const STATUS_LABELS: Record<string, string> = {
  draft: 'Rascunho',
  published: 'Publicado',
  discontinued: 'Descontinuado',
};
const MAX_EXPORT = 100_000;

/** pt-BR header → the SQL giving its cell (alias `t` is the product). */
const COLUMNS: [string, string][] = [
  ['ID', 't.id::text'],
  ['Código', 't.code'],
  ['Marca', 'b.name'],
  ['Código da descrição', 'd.code'],
  ['Descrição', 'd.name'],
  [
    'Categoria',
    '(select c.code from categories c where c.tenant_id = t.tenant_id and c.id = t.category_id)',
  ],
  ['Grupo', '(select g.code from groups g where g.tenant_id = t.tenant_id and g.id = t.group_id)'],
  [
    'Subgrupo',
    '(select s.code from subgroups s where s.tenant_id = t.tenant_id and s.id = t.subgroup_id)',
  ],
  ['Complemento', 't.complement'],
  ['Situação', 't.status'],
  [
    'Substituído por',
    '(select r.code from products r where r.tenant_id = t.tenant_id and r.id = t.replaced_by_id)',
  ],
  ['Posição', 't.position'],
  ['Observações', 't.notes'],
  [
    'Critérios',
    `(select string_agg(x.name || ': ' || x.value || coalesce(' [' || x.unit || ']', ''), ' | ' order by x.rank)
      from product_criteria x where x.tenant_id = t.tenant_id and x.product_id = t.id)`,
  ],
  [
    'Imagens',
    `(select string_agg(x.url, ' | ' order by x.rank) from product_images x
      where x.tenant_id = t.tenant_id and x.product_id = t.id)`,
  ],
  ['Texto de informações', 't.info_text'],
  [
    'Documentos',
    `(select string_agg(x->>'name' || ': ' || (x->>'url'), ' | ') from jsonb_array_elements(t.documents) x)`,
  ],
  [
    'Links',
    `(select string_agg(x->>'title' || ': ' || (x->>'url'), ' | ') from jsonb_array_elements(t.links) x)`,
  ],
  ['Unidade de venda', 't.sales_unit'],
  ['Qtd. por embalagem', 't.qty_per_pack::text'],
  ['Múltiplo de venda', 't.sales_multiple::text'],
  ['EAN/GTIN', 't.ean13'],
  ['DUN-14', 't.dun14'],
  ['Peso líquido (kg)', 't.net_weight::text'],
  ['Peso bruto (kg)', 't.gross_weight::text'],
  ['Altura (cm)', 't.height::text'],
  ['Largura (cm)', 't.width::text'],
  ['Comprimento (cm)', 't.length::text'],
  [
    'Referências originais',
    `(select string_agg(f.name || ': ' || x.code, ' | ' order by x.rank, x.code)
      from product_oe_refs x join factories f on f.tenant_id = x.tenant_id and f.id = x.factory_id
      where x.tenant_id = t.tenant_id and x.product_id = t.id)`,
  ],
  [
    'Referências cruzadas',
    `(select string_agg(m.name || ': ' || x.code, ' | ' order by x.rank, x.code)
      from product_cross_refs x join brands m on m.tenant_id = x.tenant_id and m.id = x.brand_id
      where x.tenant_id = t.tenant_id and x.product_id = t.id)`,
  ],
  [
    'Aplicações',
    `(select string_agg(concat_ws(' ', f.name, v.model, v.version_name, v.engine)
        || coalesce(' ' || coalesce(x.year_start, v.year_start) || '-' || coalesce(x.year_end, v.year_end)::text, ''),
        ' | ' order by x.rank)
      from product_applications x join vehicles v on v.tenant_id = x.tenant_id and v.id = x.vehicle_id
      join factories f on f.tenant_id = v.tenant_id and f.id = v.factory_id
      where x.tenant_id = t.tenant_id and x.product_id = t.id)`,
  ],
  ['NCM', 't.ncm'],
  ['CEST', 't.cest'],
  ['Origem', 't.origin::text'],
  ['IPI (%)', 't.ipi_rate::text'],
  ['EX TIPI', 't.ex_tipi'],
  ['Completude (%)', 't.completeness::text'],
];
const DECIMALS = new Set([
  'Peso líquido (kg)',
  'Peso bruto (kg)',
  'Altura (cm)',
  'Largura (cm)',
  'Comprimento (cm)',
  'IPI (%)',
]);

/**
 * GET …/products/export.csv: the list's filters (or the chosen ids), every section flattened
 * (lists joined with ' | '), `;`, UTF-8 with BOM, pt-BR headers and decimal comma (DESIGN §8.1).
 */
export async function exportProductsCsv(
  db: Db,
  tenantId: string,
  p: Omit<ProductListQuery, 'page' | 'pageSize'> & { ids?: string[] },
) {
  const { where } = whereSql(tenantId, p);
  const ids = p.ids?.length ? sql` and t.id = any(${`{${p.ids.join(',')}}`}::uuid[])` : sql``;
  const cells = COLUMNS.map(([, expr], i) => sql`${sql.raw(expr)} as ${sql.raw(`c${i}`)}`);
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`select ${sql.join(cells, sql`, `)}
    from products t
    join brands b on b.tenant_id = t.tenant_id and b.id = t.brand_id
    join descriptions d on d.tenant_id = t.tenant_id and d.id = t.description_id
    where ${where}${ids} order by ${orderSql(p.sort)} limit ${MAX_EXPORT}`,
  );
  const data = rows.map((r) =>
    COLUMNS.map(([header], i) => {
      const v = r[`c${i}`];
      if (v === null || v === undefined) return '';
      if (header === 'Situação') return STATUS_LABELS[v] ?? v;
      return DECIMALS.has(header) ? String(Number(v)).replace('.', ',') : String(v);
    }),
  );
  return (
    BOM +
    Papa.unparse(
      { fields: COLUMNS.map(([h]) => h), data },
      { delimiter: ';', newline: '\r\n', escapeFormulae: true },
    )
  );
}

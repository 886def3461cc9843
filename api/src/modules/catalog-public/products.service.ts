import type { Db } from '../../db/client';
import type { TenantRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { normalizeCode, normalizeText } from '../common/search-text';
import { PLAIN_UUID } from '../common/uuid';
import { getCategorySettings } from './catalog-public.service';
import { findProductSections, findVisibleProduct } from './product-detail.repository';
import type {
  FacetKey,
  ProductDetail,
  ProductSearchQuery,
  ProductSearchResult,
  ProductSummary,
} from './products.schemas';
import { browseProductsPage, NIL, type FilterKind } from './facet-counts.repository';
import {
  searchProductsPage,
  type SearchCriteria,
  type SearchRow,
  type SearchSort,
} from './products.repository';

export const productNotFound = () => new AppError(404, 'PRODUCT_NOT_FOUND', 'Product not found');

/** The category levels the tenant has switched on (all off when the system is off). */
async function enabledLevels(db: Db, tenantId: string) {
  const settings = await getCategorySettings(db, tenantId);
  const on = (level: string) =>
    settings.status && settings.metadata.some((m) => m.level === level && m.status);
  return { category: on('category'), group: on('group'), subgroup: on('subgroup') };
}

/**
 * The words searched in descriptions: only when q has a word of three or more letters, so a
 * code such as 'AL-10' or '5U0 698' is not also compared with every description.
 */
function descriptionText(q: string): string {
  const text = normalizeText(q);
  return /(^| )[a-z]{3,}( |$)/.test(text) ? text : '';
}

/**
 * The precomputed counts answer a search with no q, no vehicle or year and at most one of
 * brand, category, group, subgroup, factory; anything else is counted over its matched set.
 */
function singleFilter(c: SearchCriteria): { kind: FilterKind; id: string } | null {
  if (c.text || c.code || c.vehicleId || c.model || c.year !== undefined) return null;
  const set = (['brand', 'category', 'group', 'subgroup', 'factory'] as const).filter(
    (k) => c[k] !== undefined,
  );
  if (set.length > 1) return null;
  const kind = set[0];
  return kind ? { kind, id: c[kind] as string } : { kind: 'all', id: NIL };
}

async function findPage(
  db: Db,
  c: SearchCriteria,
  sort: SearchSort,
  limit: number,
  offset: number,
  onStaleFacets: (tenantId: string) => void,
) {
  const filter = singleFilter(c);
  if (filter) {
    const page = await browseProductsPage(db, c, filter, sort, limit, offset);
    if (page.fresh) return page;
    onStaleFacets(c.tenantId);
  }
  return searchProductsPage(db, c, sort, limit, offset);
}

export interface SearchOutcome {
  result: ProductSearchResult;
  /** What search_log keeps: the filters that applied. */
  log: { q: string | null; filters: Record<string, unknown> };
}

/** A result card's data (search results, offers) from a product row. */
export function toProductSummary(r: SearchRow): ProductSummary {
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    complement: r.complement,
    brand: { id: r.brand_id, name: r.brand_name },
    image: r.image_url ? { url: r.image_url, alt: r.image_alt ?? '' } : null,
  };
}

export async function searchProducts(
  db: Db,
  tenant: TenantRow,
  query: ProductSearchQuery,
  onStaleFacets: (tenantId: string) => void = () => undefined,
): Promise<SearchOutcome> {
  const levels = await enabledLevels(db, tenant.id);
  const q = query.q?.trim() ?? '';
  const vehicle = query.vehicle?.trim();
  const criteria: SearchCriteria = {
    tenantId: tenant.id,
    text: descriptionText(q),
    code: normalizeCode(q),
    brand: query.brand,
    // A level switched off is not shown, so it cannot filter either.
    category: levels.category ? query.category : undefined,
    group: levels.group ? query.group : undefined,
    subgroup: levels.subgroup ? query.subgroup : undefined,
    factory: query.factory,
    vehicleId: vehicle && PLAIN_UUID.test(vehicle) ? vehicle.toLowerCase() : undefined,
    model: vehicle && !PLAIN_UUID.test(vehicle) ? vehicle : undefined,
    year: query.year,
  };
  const { page, pageSize } = query;
  const { items: rows, facets: facetRows } = await findPage(
    db,
    criteria,
    query.sort,
    pageSize,
    (page - 1) * pageSize,
    onStaleFacets,
  );
  const facets: ProductSearchResult['facets'] = { brand: [], factory: [] };
  for (const key of ['category', 'group', 'subgroup'] as const) if (levels[key]) facets[key] = [];
  let total = 0;
  for (const row of facetRows) {
    if (row.kind === 'total') total = Number(row.count);
    else
      facets[row.kind as FacetKey]?.push({
        id: row.id as string,
        name: row.name as string,
        count: Number(row.count),
      });
  }
  for (const values of Object.values(facets)) {
    values?.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }
  const { tenantId: _t, text: _x, code: _c, ...filters } = criteria;
  return {
    result: {
      items: rows.map(toProductSummary),
      total,
      page,
      pageSize,
      facets,
    },
    log: {
      q: q || null,
      filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    },
  };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
/** Null-safe ISO 8601: a timestamp column's value, or null when it has none. */
export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const named = (id: unknown, name: unknown) =>
  id && name ? { id: String(id), name: String(name) } : null;

export async function getProduct(db: Db, tenant: TenantRow, id: string): Promise<ProductDetail> {
  if (!PLAIN_UUID.test(id)) throw productNotFound();
  const p = await findVisibleProduct(db, tenant.id, id.toLowerCase());
  if (!p) throw productNotFound();
  const levels = await enabledLevels(db, tenant.id);
  const s = await findProductSections(db, tenant.id, String(p.id), new Date());
  return {
    id: String(p.id),
    code: String(p.code),
    status: String(p.status),
    description: { id: String(p.description_id), name: String(p.description_name) },
    complement: str(p.complement),
    brand: { id: String(p.brand_id), name: String(p.brand_name), logo: str(p.brand_logo) },
    category: levels.category ? named(p.category_id, p.category_name) : null,
    group: levels.group ? named(p.group_id, p.group_name) : null,
    subgroup: levels.subgroup ? named(p.subgroup_id, p.subgroup_name) : null,
    // Only a published replacement (never a draft's or a discontinued product's id or code).
    replacedBy: p.replaced_by_code
      ? { id: String(p.replaced_by_id), code: String(p.replaced_by_code) }
      : null,
    position: str(p.position),
    notes: str(p.notes),
    infoText: str(p.info_text),
    images: s.images.map((i) => ({
      url: String(i.url),
      alt: String(i.alt ?? ''),
      rank: Number(i.rank),
    })),
    criteria: s.criteria.map((c) => ({
      name: String(c.name),
      value: String(c.value),
      unit: str(c.unit),
    })),
    pack: {
      salesUnit: str(p.sales_unit),
      qtyPerPack: num(p.qty_per_pack),
      salesMultiple: num(p.sales_multiple),
      ean13: str(p.ean13),
      dun14: str(p.dun14),
      netWeight: num(p.net_weight),
      grossWeight: num(p.gross_weight),
      height: num(p.height),
      width: num(p.width),
      length: num(p.length),
    },
    tax: {
      ncm: str(p.ncm),
      cest: str(p.cest),
      origin: num(p.origin),
      ipiRate: num(p.ipi_rate),
      exTipi: str(p.ex_tipi),
    },
    oeRefs: s.oeRefs.map((o) => ({
      factory: { id: String(o.factory_id), name: String(o.factory_name) },
      code: String(o.code),
    })),
    crossRefs: s.crossRefs.map((x) => ({
      brand: { id: String(x.brand_id), name: String(x.brand_name) },
      code: String(x.code),
    })),
    applications: s.applications.map((a) => ({
      vehicle: {
        id: String(a.id),
        model: String(a.model),
        version: str(a.version_name),
        engine: str(a.engine),
        fuel: str(a.fuel),
        body: str(a.body),
        line: String(a.line),
      },
      factory: { id: String(a.factory_id), name: String(a.factory_name) },
      yearStart: num(a.year_start),
      yearEnd: num(a.year_end),
      position: str(a.position),
      note: str(a.note),
    })),
    offer:
      s.offer && tenant.rules.showPrices
        ? {
            price: Number(s.offer.price),
            startsAt: iso(s.offer.starts_at) as string,
            endsAt: iso(s.offer.ends_at),
          }
        : null,
  };
}

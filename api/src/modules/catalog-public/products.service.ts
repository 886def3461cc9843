import type { Db } from '../../db/client';
import type { TenantRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { PLAIN_UUID } from '../common/uuid';
import { getCategorySettings } from './catalog-public.service';
import {
  categorySettingsOf,
  levelsOf,
  type CategoryLevels,
  type CategorySettingsRow,
} from './search-state';
import { findProductDetail } from './product-detail.repository';
import type {
  FacetKey,
  ProductDetail,
  ProductSearchQuery,
  ProductSearchResult,
  ProductSummary,
} from './products.schemas';
import { browseProductsPage, NIL, type FilterKind } from './facet-counts.repository';
import { hasPrefix, type SearchDictionary } from './search-dictionary';
import { indexAnyMatch, indexSearchPage, type SearchIndex } from './search-index';
import { infoHtml } from '../products/product-markdown';
import { allWordsQuery, parseQuery, typoCandidates, type ParsedQuery } from './search-query';
import {
  anyMatch,
  searchProductsPage,
  type SearchCriteria,
  type SearchWords,
  type SearchRow,
  type SearchSort,
} from './products.repository';

export { readSearchState, type CategoryLevels } from './search-state';

export const productNotFound = () => new AppError(404, 'PRODUCT_NOT_FOUND', 'Product not found');

async function enabledLevels(db: Db, tenantId: string): Promise<CategoryLevels> {
  return levelsOf(await getCategorySettings(db, tenantId));
}

/**
 * The precomputed counts answer a search with no q, no vehicle or year and at most one of
 * brand, category, group, subgroup, factory; anything else is counted over its matched set.
 */
function singleFilter(c: SearchCriteria): { kind: FilterKind; id: string } | null {
  if (c.words || c.code || c.vehicleId || c.model || c.year !== undefined) return null;
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
  index: SearchIndex | null,
) {
  if (index) return indexSearchPage(index, c, sort, limit, offset);
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

/** The tsquery texts of q's words, or null when none is left to search. */
function wordsOf(parsed: ParsedQuery): SearchWords | null {
  if (parsed.words.length === 0) return null;
  return {
    all: allWordsQuery(parsed.words),
    list: parsed.words.map(({ stem, typos }) => ({ stem, typos })),
    descriptionRanks: parsed.descriptionRanks,
  };
}

export async function searchProducts(
  db: Db,
  tenant: TenantRow,
  query: ProductSearchQuery,
  dict: SearchDictionary,
  onStaleFacets: (tenantId: string) => void = () => undefined,
  options: { index?: SearchIndex | null; levels?: CategoryLevels } = {},
): Promise<SearchOutcome> {
  const levels = options.levels ?? (await enabledLevels(db, tenant.id));
  const index = options.index ?? null;
  const q = query.q?.trim() ?? '';
  const vehicle = query.vehicle?.trim();
  // A vehicle chosen with the picker wins over one named in q.
  const picked = !!(query.factory || vehicle || query.year !== undefined);
  const parsed = parseQuery(dict, q, !picked);
  const found = parsed.vehicle;
  const criteria: SearchCriteria = {
    tenantId: tenant.id,
    // q that only named a vehicle is no code ('gol 2015' is not searched as code gol2015).
    code: found && parsed.words.length === 0 ? '' : parsed.code,
    words: wordsOf(parsed),
    brand: query.brand,
    // A level switched off is not shown, so it cannot filter either.
    category: levels.category ? query.category : undefined,
    group: levels.group ? query.group : undefined,
    subgroup: levels.subgroup ? query.subgroup : undefined,
    factory: found ? found.factory?.id : query.factory,
    vehicleId: vehicle && PLAIN_UUID.test(vehicle) ? vehicle.toLowerCase() : undefined,
    model: found
      ? (found.model ?? undefined)
      : vehicle && !PLAIN_UUID.test(vehicle)
        ? vehicle
        : undefined,
    year: found ? (found.year ?? undefined) : query.year,
  };
  const { page, pageSize } = query;
  // q with nothing to search (only punctuation) finds nothing, not everything.
  const nothing = q !== '' && !criteria.code && !criteria.words && !found;
  const { items: rows, facets: facetRows } = nothing
    ? { items: [], facets: [] }
    : await findPage(
        db,
        criteria,
        query.sort,
        pageSize,
        (page - 1) * pageSize,
        onStaleFacets,
        index,
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
    // Two values of one name (two groups "ROLAMENTOS" under different categories) in id order.
    values?.sort(
      (a, b) =>
        b.count - a.count ||
        a.name.localeCompare(b.name) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }
  const didYouMean =
    total === 0 && parsed.words.length > 0
      ? await suggestCorrection(db, criteria, parsed, dict, index)
      : null;
  const { tenantId: _t, words: _w, code: _c, ...filters } = criteria;
  return {
    result: {
      items: rows.map(toProductSummary),
      total,
      page,
      pageSize,
      facets,
      vehicle: found,
      didYouMean,
    },
    log: {
      q: q || null,
      filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    },
  };
}

/**
 * "Você quis dizer …?" for a search that found nothing: each word replaced by the closest
 * word of the index within a wider budget (a third of its letters, at least two), words with
 * none dropped; offered only when that query finds something.
 */
async function suggestCorrection(
  db: Db,
  criteria: SearchCriteria,
  parsed: ParsedQuery,
  dict: SearchDictionary,
  index: SearchIndex | null,
): Promise<string | null> {
  const fixed: string[] = [];
  for (const w of parsed.words) {
    if (hasPrefix(dict, w.stem)) {
      fixed.push(w.typed);
      continue;
    }
    const [best] = typoCandidates(
      dict,
      w.typed,
      w.stem,
      Math.max(2, Math.floor(w.typed.length / 3)),
    );
    if (best) fixed.push(best);
  }
  const candidates = [fixed];
  // Every word may exist while no product has them all: offer the words minus one.
  if (fixed.length > 1) {
    for (let i = 0; i < fixed.length; i++) candidates.push(fixed.filter((_, k) => k !== i));
  }
  for (const words of candidates) {
    if (words.length === 0) continue;
    const text = [...words, ...(parsed.vehicle?.words ?? [])].join(' ');
    if (words.join(' ') === parsed.words.map((w) => w.typed).join(' ')) continue;
    const again = parseQuery(dict, words.join(' '), false);
    const c = { ...criteria, code: '', words: wordsOf(again) };
    if (index ? indexAnyMatch(index, c) : await anyMatch(db, c)) return text;
  }
  return null;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
/** Null-safe ISO 8601: a timestamp column's value, or null when it has none. */
export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const named = (id: unknown, name: unknown) =>
  id && name ? { id: String(id), name: String(name) } : null;

export async function getProduct(db: Db, tenant: TenantRow, id: string): Promise<ProductDetail> {
  if (!PLAIN_UUID.test(id)) throw productNotFound();
  const p = await findProductDetail(db, tenant.id, id.toLowerCase(), new Date());
  if (!p) throw productNotFound();
  // The tenant's category settings row, in the shape categorySettingsOf takes (none: all on).
  const levels = levelsOf(
    categorySettingsOf((p.settings as CategorySettingsRow | null) ?? undefined),
  );
  const brand = p.brand as Row;
  const s = p as {
    images: Row[];
    criteria: Row[];
    oe_refs: Row[];
    cross_refs: Row[];
    applications: Row[];
    offer: Row | null;
  };
  return {
    id: String(p.id),
    code: String(p.code),
    status: String(p.status),
    description: { id: String(p.description_id), name: String(p.description_name) },
    complement: str(p.complement),
    brand: { id: String(p.brand_id), name: String(brand.name), logo: str(brand.logo) },
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
    infoHtml: p.info_text ? infoHtml(String(p.info_text)) || null : null,
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
    oeRefs: s.oe_refs.map((o) => ({
      factory: { id: String(o.factory_id), name: String(o.factory_name) },
      code: String(o.code),
    })),
    crossRefs: s.cross_refs.map((x) => ({
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

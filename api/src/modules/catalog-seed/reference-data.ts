import { randomUUID } from 'node:crypto';
import type { BrandKind } from '../../db/catalog-schema';
import { normalizeText } from '../common/search-text';
import type { Random } from './prng';
import { COMPETITOR_BRANDS, FACTORIES, PARTS, type BrandVocabulary } from './vocabulary';

export interface SeedBrand {
  id: string;
  name: string;
  slug: string;
  kind: BrandKind;
  prefix: string;
  separator: string;
}
export interface SeedLevel {
  id: string;
  code: string;
  name: string;
  sortOrder: number;
  parentId: string | null;
}
export interface SeedDescription {
  id: string;
  code: string;
  name: string;
  synonyms: string[];
  ncm: string;
  categoryId: string;
  groupId: string;
  subgroupId: string;
}
export interface SeedFactory {
  id: string;
  name: string;
  country: string;
  segments: string[];
  oePattern: string;
}
export interface SeedVehicle {
  id: string;
  factoryId: string;
  model: string;
  versionName: string;
  engine: string;
  fuel: string;
  body: string;
  line: 'light' | 'heavy';
  yearStart: number;
  yearEnd: number | null;
}

export interface ReferenceData {
  ownBrands: SeedBrand[];
  competitorBrands: SeedBrand[];
  categories: SeedLevel[];
  groups: SeedLevel[];
  subgroups: SeedLevel[];
  descriptions: SeedDescription[];
  factories: SeedFactory[];
  vehicles: SeedVehicle[];
}

const VERSIONS = ['BASE', 'LS', 'LT', 'TREND', 'HIGHLINE', 'EX', 'SPORT', 'ADVENTURE'] as const;
const LAST_YEAR = 2025;
const slugOf = (name: string) => normalizeText(name).replace(/ /g, '-');

function brand([name, prefix, separator]: BrandVocabulary, kind: BrandKind): SeedBrand {
  return { id: randomUUID(), name, slug: slugOf(name), kind, prefix, separator };
}

function fuelOf(engine: string, line: string, random: Random): string {
  if (/DIESEL|TDI|CDI|OM |DC1|D1|D7|D8|NEF/.test(engine) || line === 'heavy') return 'DIESEL';
  if (engine.includes('HÍBRIDO')) return 'HÍBRIDO';
  return random.pick(['FLEX', 'FLEX', 'FLEX', 'GASOLINA']);
}

/** Brands, the category tree, descriptions, factories and vehicles of one generated tenant. */
export function buildReferenceData(
  random: Random,
  ownBrands: readonly BrandVocabulary[],
  competitorCount: number,
): ReferenceData {
  const levels = new Map<string, SeedLevel>();
  const level = (path: string[], parentId: string | null, list: SeedLevel[]) => {
    const key = path.join('/');
    let row = levels.get(key);
    if (!row) {
      const code = String(list.length + 1).padStart(path.length * 2, '0');
      row = {
        id: randomUUID(),
        code,
        name: path.at(-1) as string,
        sortOrder: list.length,
        parentId,
      };
      levels.set(key, row);
      list.push(row);
    }
    return row;
  };
  const categories: SeedLevel[] = [];
  const groups: SeedLevel[] = [];
  const subgroups: SeedLevel[] = [];
  const descriptions = PARTS.map(([name, cat, grp, sub, ncm, synonyms], i): SeedDescription => {
    const c = level([cat], null, categories);
    const g = level([cat, grp], c.id, groups);
    const s = level([cat, grp, sub], g.id, subgroups);
    return {
      id: randomUUID(),
      code: String(i + 1).padStart(4, '0'),
      name,
      synonyms: [...synonyms],
      ncm,
      categoryId: c.id,
      groupId: g.id,
      subgroupId: s.id,
    };
  });
  // Subgroup and group codes must be unique per tenant, not per parent: prefix the parent's.
  for (const g of groups) g.code = `G${g.code}`;
  for (const s of subgroups) s.code = `S${s.code}`;

  const factories: SeedFactory[] = [];
  const vehicles: SeedVehicle[] = [];
  for (const f of FACTORIES) {
    const factory = {
      id: randomUUID(),
      name: f.name,
      country: f.country,
      segments: [...f.segments],
      oePattern: f.oePattern,
    };
    factories.push(factory);
    for (const [model, line, engines, body, firstYear] of f.models) {
      for (const engine of engines) {
        for (let v = random.int(1, 2); v > 0; v--) {
          const yearStart = Math.min(LAST_YEAR, firstYear + random.int(0, 6));
          const end = yearStart + random.int(2, 12);
          vehicles.push({
            id: randomUUID(),
            factoryId: factory.id,
            model,
            versionName: random.pick(VERSIONS),
            engine,
            fuel: fuelOf(engine, line, random),
            body,
            line,
            yearStart,
            yearEnd: end >= LAST_YEAR ? null : end,
          });
        }
      }
    }
  }
  return {
    ownBrands: ownBrands.map((b) => brand(b, 'own')),
    competitorBrands: random
      .sample(COMPETITOR_BRANDS, competitorCount)
      .map((b) => brand(b, 'competitor')),
    categories,
    groups,
    subgroups,
    descriptions,
    factories,
    vehicles,
  };
}

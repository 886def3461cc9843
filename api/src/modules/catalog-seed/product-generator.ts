import { randomUUID } from 'node:crypto';
import type {
  NewProductRow,
  productApplications,
  productCriteria,
  productCrossRefs,
  productImages,
  productOeRefs,
} from '../../db/product-schema';
import { gtinCheckDigit, normalizeCode, normalizeText } from '../common/search-text';
import type { Random } from './prng';
import type { ReferenceData, SeedBrand } from './reference-data';
import { COMPLEMENTS, CRITERIA, MATERIALS, POSITIONS } from './vocabulary';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface ProductBundle {
  product: NewProductRow & { id: string };
  criteria: Insert<typeof productCriteria>[];
  images: Insert<typeof productImages>[];
  oeRefs: Insert<typeof productOeRefs>[];
  crossRefs: Insert<typeof productCrossRefs>[];
  applications: Insert<typeof productApplications>[];
}

function shaped(pattern: string, random: Random): string {
  return pattern.replace(/[9A]/g, (c) =>
    c === '9' ? String(random.int(0, 9)) : String.fromCharCode(65 + random.int(0, 25)),
  );
}

function criterionValue(name: string, unit: string | null, random: Random): string {
  if (unit === 'mm') return String(random.int(8, 420) + (random.chance(0.3) ? 0.5 : 0));
  if (unit === 'bar') return String(random.int(1, 12));
  if (unit === 'V') return random.pick(['12', '24']);
  if (name === 'Sensor de desgaste') return random.pick(['SIM', 'NÃO']);
  if (name === 'Rosca') return `M${random.int(6, 22)}x${random.pick(['1,0', '1,25', '1,5'])}`;
  if (name === 'Material') return random.pick(MATERIALS);
  if (name === 'Lado de montagem') return random.pick(POSITIONS);
  return String(random.int(2, 140));
}

const DAY = 86_400_000;

/**
 * When product `n` was created and last changed: a catalogue built over about three years, most
 * products changed since (a few in the last days), as a panel's "changed since" filter and sort
 * meet them. Drawn from `n` alone, not from the seed's sequence, so every other value a seed gives
 * stays the same.
 */
function changedAt(n: number, now: number) {
  const spread = (salt: number) => (Math.imul(n ^ salt, 2_654_435_761) >>> 0) / 2 ** 32;
  const createdAt = now - Math.floor(spread(0x5bd1e995) * 3 * 365 * DAY);
  const roll = spread(0x27d4eb2f);
  // 20 % never changed after creation; the rest changed at a random moment since, 5 % of them
  // within the last week.
  const updatedAt =
    roll < 0.2
      ? createdAt
      : roll < 0.25
        ? now - Math.floor(spread(0x165667b1) * 7 * DAY)
        : createdAt + Math.floor(spread(0x165667b1) * (now - createdAt));
  return { createdAt: new Date(createdAt), updatedAt: new Date(Math.max(updatedAt, createdAt)) };
}

/**
 * Yields `count` products with their sections, drawing every value from `random` in order, so
 * the same seed and reference vocabulary give the same codes, texts and numbers (ids are
 * random UUIDs). `pictureUrl` gives the URL of picture `rank` of a part and brand: products
 * share a bounded set of pictures (see product-pictures.ts) however many there are.
 */
export function* generateProducts(
  random: Random,
  tenantId: string,
  pictureUrl: (part: string, brand: string, rank: number) => string,
  ref: ReferenceData,
  count: number,
): Generator<ProductBundle> {
  const counters = new Map<string, number>(
    ref.ownBrands.map((b) => [b.id, 1000 + random.int(0, 800)]),
  );
  const recent: string[] = [];
  const byId = new Map(ref.factories.map((f) => [f.id, f]));
  const now = Date.now();
  for (let n = 1; n <= count; n++) {
    const brand: SeedBrand = random.pick(ref.ownBrands);
    const number = (counters.get(brand.id) as number) + random.int(1, 3);
    counters.set(brand.id, number);
    const code = `${brand.prefix}${brand.separator}${number}`;
    const desc = random.pick(ref.descriptions);
    const complement = random.chance(0.6) ? random.pick(COMPLEMENTS) : null;
    const roll = random.next();
    const status = roll < 0.92 ? 'published' : roll < 0.97 ? 'discontinued' : 'draft';
    const ean = `789${random.digits(9)}`;
    const ean13 = `${ean}${gtinCheckDigit(ean)}`;
    const dunBody = `1${ean13.slice(0, 12)}`;
    const netWeight = random.int(40, 15_000) / 1000;
    const qtyPerPack = random.pick([1, 1, 1, 2, 4, 10]);
    const id = randomUUID();
    const product: ProductBundle['product'] = {
      tenantId,
      id,
      code,
      codeNorm: normalizeCode(code),
      brandId: brand.id,
      descriptionId: desc.id,
      categoryId: desc.categoryId,
      groupId: desc.groupId,
      subgroupId: desc.subgroupId,
      complement,
      status,
      replacedById: status === 'discontinued' && recent.length > 0 ? random.pick(recent) : null,
      position: random.chance(0.5) ? random.pick(POSITIONS) : null,
      notes: random.chance(0.2) ? 'Conferir a aplicação pelo número do chassi.' : null,
      infoText: `**${desc.name}** ${brand.name}. Produto com garantia de 12 meses contra defeitos de fabricação.`,
      salesUnit: qtyPerPack === 1 ? 'PC' : random.pick(['JG', 'KIT', 'CX']),
      qtyPerPack,
      salesMultiple: random.chance(0.8) ? 1 : qtyPerPack,
      ean13,
      dun14: `${dunBody}${gtinCheckDigit(dunBody)}`,
      netWeight,
      grossWeight: Math.round(netWeight * 1100) / 1000,
      height: random.int(2, 80),
      width: random.int(2, 80),
      length: random.int(2, 120),
      ncm: desc.ncm,
      cest: random.chance(0.5) ? `01${random.digits(5)}` : null,
      origin: random.pick([0, 0, 0, 1, 2]),
      ipiRate: random.pick([0, 3.25, 5, 6.5, 9.75]),
      exTipi: random.chance(0.05) ? '01' : null,
      searchText: normalizeText([desc.name, ...desc.synonyms, complement ?? ''].join(' ')),
      ...changedAt(n, now),
    };
    recent.push(id);
    if (recent.length > 50) recent.shift();
    const child = () => ({ tenantId, id: randomUUID(), productId: id });

    const criteria = random.sample(CRITERIA, random.int(1, 6)).map(([name, unit], rank) => ({
      ...child(),
      name,
      value: criterionValue(name, unit, random),
      unit,
      rank,
    }));
    const images = Array.from({ length: random.pick([0, 1, 1, 1, 2, 3]) }, (_, rank) => ({
      ...child(),
      url: pictureUrl(desc.name, brand.name, rank),
      alt: `${desc.name} ${code}`,
      rank,
    }));
    const fitted = random.sample(ref.vehicles, random.int(0, 8));
    const applications = fitted.map((v) => {
      const end = v.yearEnd ?? 2025;
      const yearStart = random.chance(0.7) ? v.yearStart : random.int(v.yearStart, end);
      return {
        ...child(),
        vehicleId: v.id,
        yearStart,
        yearEnd: random.chance(0.7) ? v.yearEnd : random.int(yearStart, end),
        position: random.chance(0.3) ? random.pick(POSITIONS) : null,
        note: random.chance(0.1) ? 'Exceto versões com ar-condicionado.' : null,
      };
    });
    const oeRefs = Array.from({ length: random.int(0, 4) }, () => {
      const factoryId =
        fitted.length > 0 ? random.pick(fitted).factoryId : random.pick(ref.factories).id;
      const code = shaped((byId.get(factoryId) ?? ref.factories[0]!).oePattern, random);
      return { ...child(), factoryId, code, codeNorm: normalizeCode(code) };
    });
    const crossRefs = random.sample(ref.competitorBrands, random.int(0, 5)).map((b) => {
      const code = `${b.prefix}${random.digits(random.int(3, 5))}`;
      return { ...child(), brandId: b.id, code, codeNorm: normalizeCode(code) };
    });
    // Offers come from merchandising.ts (a few products at sensible prices); the draws that
    // priced 3% of products here stay, so a seed still gives the catalogue it gave before.
    if (random.chance(0.03)) random.int(20, 2000);
    product.factoryIds = [...new Set(fitted.map((v) => v.factoryId))];
    yield { product, criteria, images, oeRefs, crossRefs, applications };
  }
}

import {
  SECTIONS,
  type Completeness,
  type Levels,
  type Missing,
  type ProductValues,
  type Section,
} from './product.types';

interface Item {
  section: Section;
  field: string;
  reason: string;
  required: boolean;
  present: (v: ProductValues) => boolean;
}

const set = (x: unknown) => x !== null && x !== undefined && x !== '';

/**
 * The review section's items (Akeneo-like completeness; the description plays the family). The
 * stored percent (products.completeness, which the list sorts and filters on) is computed by the
 * SQL function products_completeness_refresh (migration 0006) over the same items: keep both in
 * step (products.routes.test.ts compares them).
 */
function itemsOf(levels: Levels): Item[] {
  const main = (field: string, reason: string): Item => ({
    section: 'main',
    field,
    reason,
    required: true,
    present: (v) => set(v[field as keyof ProductValues]),
  });
  return [
    main('code', 'Informe o código.'),
    main('brandId', 'Escolha a marca.'),
    main('descriptionId', 'Escolha a descrição.'),
    ...(levels.category ? [main('categoryId', 'Escolha a categoria.')] : []),
    ...(levels.group ? [main('groupId', 'Escolha o grupo.')] : []),
    ...(levels.subgroup ? [main('subgroupId', 'Escolha o subgrupo.')] : []),
    {
      section: 'image',
      field: 'images',
      reason: 'Inclua pelo menos uma imagem.',
      required: true,
      present: (v) => v.images.length > 0,
    },
    {
      section: 'tax',
      field: 'ncm',
      reason: 'Informe o NCM.',
      required: true,
      present: (v) => set(v.ncm),
    },
    {
      section: 'tax',
      field: 'origin',
      reason: 'Informe a origem da mercadoria.',
      required: true,
      present: (v) => set(v.origin),
    },
    {
      section: 'pack',
      field: 'salesUnit',
      reason: 'Escolha a unidade de venda.',
      required: true,
      present: (v) => set(v.salesUnit),
    },
    {
      section: 'detail',
      field: 'criteria',
      reason: 'Inclua os critérios técnicos.',
      required: false,
      present: (v) => v.criteria.length > 0,
    },
    {
      section: 'pack',
      field: 'ean13',
      reason: 'Informe o EAN/GTIN.',
      required: false,
      present: (v) => set(v.ean13),
    },
    {
      section: 'pack',
      field: 'netWeight',
      reason: 'Informe os pesos líquido e bruto.',
      required: false,
      present: (v) => set(v.netWeight) && set(v.grossWeight),
    },
    {
      section: 'pack',
      field: 'height',
      reason: 'Informe altura, largura e comprimento.',
      required: false,
      present: (v) => set(v.height) && set(v.width) && set(v.length),
    },
    {
      section: 'ref',
      field: 'applications',
      reason: 'Inclua uma aplicação ou uma referência.',
      required: false,
      present: (v) => v.applications.length + v.oeRefs.length + v.crossRefs.length > 0,
    },
    {
      section: 'info',
      field: 'infoText',
      reason: 'Escreva o texto de informações.',
      required: false,
      present: (v) => set(v.infoText?.trim()),
    },
  ];
}

const percentOf = (done: number, total: number) =>
  total === 0 ? 100 : Math.round((100 * done) / total);

// The items of each combination of levels, and each section's share of them, made once.
const itemsByLevels = new Map<string, { items: Item[]; bySection: [Section, Item[]][] }>();
function itemsFor(levels: Levels) {
  const key = `${levels.category}:${levels.group}:${levels.subgroup}`;
  let found = itemsByLevels.get(key);
  if (!found) {
    const items = itemsOf(levels);
    const bySection = SECTIONS.map((s): [Section, Item[]] => [
      s,
      items.filter((i) => i.section === s),
    ]);
    found = { items, bySection };
    itemsByLevels.set(key, found);
  }
  return found;
}

export function completenessOf(values: ProductValues, levels: Levels): Completeness {
  const { items, bySection } = itemsFor(levels);
  const absent = items.filter((i) => !i.present(values));
  const sections = {} as Completeness['sections'];
  for (const [section, own] of bySection) {
    const missing: Missing[] = own
      .filter((i) => absent.includes(i))
      .map((i) => ({ field: i.field, reason: i.reason, required: i.required }));
    sections[section] = { percent: percentOf(own.length - missing.length, own.length), missing };
  }
  return {
    percent: percentOf(items.length - absent.length, items.length),
    sections,
    blockers: absent
      .filter((i) => i.required)
      .map((i) => ({ section: i.section, field: i.field, reason: i.reason })),
  };
}

// Products as the API sends them (product-contract.md), for this feature's tests.
export const PRODUCTS = '/panel/portifolio/products';
export const PRODUCT_PATH = '/panel/portifolio/product';
export const IMAGE_1 = 'https://storage.example.com/demo/image/2026/a1.webp';
export const IMAGE_2 = 'https://storage.example.com/demo/image/2026/b2.webp';
export const IMAGE_3 = 'https://storage.example.com/demo/image/2026/c3.webp';

const section = (percent: number) => ({ percent, missing: [] });

export function product(changes: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    version: 4,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-24T15:30:00.000Z',
    updatedBy: { id: 'u2', name: 'Bruno' },
    code: 'PF-1020',
    brandId: 'b1',
    descriptionId: 'd1',
    categoryId: null,
    groupId: null,
    subgroupId: null,
    complement: 'DIANTEIRA',
    status: 'draft',
    replacedById: null,
    criteria: [
      { name: 'DIÂMETRO', value: '280', unit: 'mm' },
      { name: 'ESPESSURA', value: '22', unit: 'mm' },
    ],
    position: 'DIANTEIRA',
    notes: null,
    images: [
      { url: IMAGE_1, alt: 'Frente' },
      { url: IMAGE_2, alt: null },
    ],
    infoText: 'Pastilha **cerâmica**.',
    documents: [],
    links: [],
    salesUnit: 'JG',
    qtyPerPack: 1,
    salesMultiple: 1,
    ean13: '7891000315507',
    dun14: null,
    netWeight: 0.8,
    grossWeight: 0.95,
    height: 5,
    width: 12,
    length: 15.5,
    oeRefs: [{ factoryId: 'f1', code: '7701208265' }],
    crossRefs: [],
    applications: [
      { vehicleId: 'v1', yearStart: 2010, yearEnd: 2015, position: 'DIANTEIRA', note: null },
    ],
    ncm: '87083090',
    cest: null,
    origin: 0,
    ipiRate: 3.25,
    exTipi: null,
    brand: { id: 'b1', name: 'Bosch' },
    description: {
      id: 'd1',
      code: 'PAS',
      name: 'PASTILHA DE FREIO',
      defaultSubgroupId: null,
      defaultNcm: null,
    },
    replacedBy: null,
    completeness: {
      percent: 72,
      sections: {
        main: section(100),
        detail: section(80),
        image: section(100),
        info: section(50),
        pack: section(90),
        ref: section(60),
        tax: section(70),
      },
      blockers: [],
    },
    ...changes,
  };
}

/** The PUT body the form sends for `product()` unchanged (every section, with its version). */
export function savedBody(changes: Record<string, unknown> = {}) {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    updatedBy: _b,
    brand: _brand,
    description: _d,
    replacedBy: _r,
    completeness: _completeness,
    ...body
  } = product();
  return {
    ...body,
    images: [
      { url: IMAGE_1, alt: 'Frente' },
      { url: IMAGE_2, alt: null },
    ],
    ...changes,
  };
}

export const listItem = (changes: Record<string, unknown> = {}) => ({
  id: 'p1',
  version: 4,
  code: 'PF-1020',
  description: 'PASTILHA DE FREIO',
  complement: 'DIANTEIRA',
  brand: { id: 'b1', name: 'Bosch' },
  categoryPath: 'Freios › Pastilhas › Dianteiras',
  status: 'published',
  completeness: 85,
  image: IMAGE_1,
  updatedAt: '2026-11-24T15:30:00.000Z',
  updatedBy: { id: 'u2', name: 'Bruno' },
  ...changes,
});

export const brandRow = { id: 'b1', version: 1, name: 'Bosch', kind: 'own', active: true };
export const factoryRow = { id: 'f1', version: 1, name: 'RENAULT', active: true };
export const vehicleRow = {
  id: 'v1',
  version: 1,
  factoryId: 'f1',
  factory: { name: 'RENAULT' },
  model: 'SANDERO',
  versionName: 'EXPRESSION',
  engine: '1.6 8V',
  yearStart: 2008,
  yearEnd: 2014,
  active: true,
};
export const descriptionRow = {
  id: 'd1',
  version: 1,
  code: 'PAS',
  name: 'PASTILHA DE FREIO',
  defaultSubgroupId: null,
  defaultNcm: null,
  active: true,
};

const list = (items: object[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

/** The lookups a product form makes for the pickers' chosen rows. */
export const lookups = {
  [`GET /panel/portifolio/brands/b1`]: { body: brandRow },
  [`GET /panel/portifolio/brands`]: list([brandRow]),
  [`GET /panel/portifolio/descriptions/d1`]: { body: descriptionRow },
  [`GET /panel/portifolio/factories/f1`]: { body: factoryRow },
  [`GET /panel/portifolio/vehicles/v1`]: { body: vehicleRow },
};

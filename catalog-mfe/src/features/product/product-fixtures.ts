import type { ProductDetail } from '../../common/catalog-api';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A product as GET /catalog-public/products/{id} answers it (tests only). */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: uuid(1),
    code: 'PF-0042',
    status: 'published',
    description: { id: uuid(2), name: 'PASTILHA DE FREIO' },
    complement: 'DIANTEIRA',
    brand: { id: uuid(3), name: 'Bosch', logo: null },
    category: { id: uuid(4), name: 'Freios' },
    group: { id: uuid(5), name: 'Pastilhas' },
    subgroup: null,
    replacedBy: null,
    position: 'Dianteira',
    notes: null,
    infoText: 'Pastilha cerâmica de baixo ruído.',
    infoHtml: '<p>Pastilha cerâmica de baixo ruído.</p>',
    images: [
      { url: 'https://storage.example.com/demo/p42.webp', alt: 'Pastilha PF-0042', rank: 0 },
      { url: 'https://storage.example.com/demo/p42-2.webp', alt: '', rank: 1 },
    ],
    criteria: [
      { name: 'Espessura', value: '17,5', unit: 'mm' },
      { name: 'Sensor de desgaste', value: 'Sim', unit: null },
    ],
    pack: {
      salesUnit: 'JG',
      qtyPerPack: 4,
      salesMultiple: 1,
      ean13: '7891234567895',
      dun14: null,
      netWeight: 1.2,
      grossWeight: 1.35,
      height: 6,
      width: 16,
      length: 18,
    },
    tax: { ncm: '68138110', cest: '0100700', origin: 0, ipiRate: 3.25, exTipi: null },
    oeRefs: [{ factory: { id: uuid(6), name: 'Volkswagen' }, code: '5U0698151A' }],
    crossRefs: [{ brand: { id: uuid(7), name: 'Cobreq' }, code: 'N-1234' }],
    applications: [
      {
        vehicle: {
          id: uuid(8),
          model: 'Gol',
          version: 'G5',
          engine: '1.0 8V',
          fuel: 'Flex',
          body: 'Hatch',
          line: 'light',
        },
        factory: { id: uuid(6), name: 'Volkswagen' },
        yearStart: 2008,
        yearEnd: 2013,
        position: 'Dianteira',
        note: null,
      },
      {
        vehicle: {
          id: uuid(9),
          model: 'Onix',
          version: 'LT',
          engine: '1.4 8V',
          fuel: 'Flex',
          body: 'Hatch',
          line: 'light',
        },
        factory: { id: uuid(10), name: 'Chevrolet' },
        yearStart: 2013,
        yearEnd: 2019,
        position: 'Dianteira',
        note: 'Com ABS',
      },
    ],
    offer: null,
    ...overrides,
  };
}

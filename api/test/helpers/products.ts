import type { App } from '../../src/app';
import { PRODUCT_KEYS } from '../../src/modules/products/product.types';
import { expectStatus, makeTree, type Row, type Tree } from './portfolio';

export const PRODUCTS = '/panel/portifolio/products';
export type Product = Row & Record<string, unknown>;

/** A URL of a file uploaded by `uriName` (the rule images and documents must follow). */
export const uploadUrl = (app: App, uriName: string, file = 'a.webp', kind = 'image') =>
  app.storage.url(`${uriName}/${kind}/2026/${file}`);

/** The reference rows a product needs, plus a competitor brand for cross references. */
export async function productTree(app: App, token: string, tag: string) {
  const tree = await makeTree(app, token, tag);
  tree.competitor = (await expectStatus(
    app,
    {
      method: 'POST',
      url: '/panel/portifolio/brands',
      token,
      body: { name: `Concorrente ${tag}`, kind: 'competitor' },
    },
    201,
  )) as Row;
  return tree;
}

/** A complete product body (every section filled, publishable) under `tree`. */
export function fullBody(app: App, tree: Tree, code: string, extra: Record<string, unknown> = {}) {
  const file = code.trim().replace(/[^A-Za-z0-9]+/g, '_');
  return {
    code,
    brandId: tree.brands!.id,
    descriptionId: tree.descriptions!.id,
    categoryId: tree.categories!.id,
    groupId: tree.groups!.id,
    subgroupId: tree.subgroups!.id,
    complement: 'Dianteira',
    status: 'draft',
    replacedById: null,
    criteria: [{ name: 'Diâmetro', value: '280', unit: 'mm' }],
    position: 'Dianteira',
    notes: null,
    images: [
      { url: uploadUrl(app, 'demo', `${file}-1.webp`), alt: 'Frente' },
      { url: uploadUrl(app, 'demo', `${file}-2.webp`), alt: null },
    ],
    infoText: 'Pastilha **cerâmica**.',
    documents: [{ url: uploadUrl(app, 'demo', 'manual.pdf', 'document'), name: 'Manual' }],
    links: [{ url: 'https://example.com/ficha', title: 'Ficha' }],
    salesUnit: 'JG',
    qtyPerPack: 4,
    salesMultiple: 1,
    ean13: '7891234567895',
    dun14: '17891234567892',
    netWeight: 1.25,
    grossWeight: 1.5,
    height: 10,
    width: 12.5,
    length: 20,
    oeRefs: [{ factoryId: tree.factories!.id, code: 'oe-123' }],
    crossRefs: [{ brandId: tree.competitor!.id, code: 'X 999' }],
    applications: [
      {
        vehicleId: tree.vehicles!.id,
        yearStart: 2011,
        yearEnd: 2014,
        position: 'Dianteira',
        note: null,
      },
    ],
    ncm: '8708.30.90',
    cest: '01.001.00',
    origin: 0,
    ipiRate: 5,
    exTipi: null,
    ...extra,
  };
}

/** A product as a form sends it back: its writable fields, its version and changes. */
export function putBody(product: Product, changes: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = { version: product.version };
  for (const k of PRODUCT_KEYS) body[k] = product[k];
  return { ...body, ...changes };
}

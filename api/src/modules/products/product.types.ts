import type { ProductDocument, ProductLink } from '../../db/product-schema';

export const SALES_UNITS = ['UN', 'PC', 'JG', 'KIT', 'CX', 'PAR', 'CJ'] as const;
export type SalesUnit = (typeof SALES_UNITS)[number];
export const PRODUCT_STATUSES = ['draft', 'published', 'discontinued'] as const;
export type Status = (typeof PRODUCT_STATUSES)[number];

export interface Criterion {
  name: string;
  value: string;
  unit: string | null;
}
export interface Image {
  url: string;
  alt: string | null;
}
export interface OeRef {
  factoryId: string;
  code: string;
}
export interface CrossRef {
  brandId: string;
  code: string;
}
export interface Application {
  vehicleId: string;
  yearStart: number | null;
  yearEnd: number | null;
  position: string | null;
  note: string | null;
}

/** What a PUT or POST writes: every section of a product (DESIGN §4, the contract). */
export interface ProductValues {
  code: string;
  brandId: string;
  descriptionId: string;
  categoryId: string | null;
  groupId: string | null;
  subgroupId: string | null;
  complement: string | null;
  status: Status;
  replacedById: string | null;
  criteria: Criterion[];
  position: string | null;
  notes: string | null;
  images: Image[];
  infoText: string | null;
  documents: ProductDocument[];
  links: ProductLink[];
  salesUnit: SalesUnit | null;
  qtyPerPack: number | null;
  salesMultiple: number | null;
  ean13: string | null;
  dun14: string | null;
  netWeight: number | null;
  grossWeight: number | null;
  height: number | null;
  width: number | null;
  length: number | null;
  oeRefs: OeRef[];
  crossRefs: CrossRef[];
  applications: Application[];
  ncm: string | null;
  cest: string | null;
  origin: number | null;
  ipiRate: number | null;
  exTipi: string | null;
}

/** The writable keys, in the order the audit and the CSV list them. */
export const PRODUCT_KEYS: (keyof ProductValues)[] = [
  'code',
  'brandId',
  'descriptionId',
  'categoryId',
  'groupId',
  'subgroupId',
  'complement',
  'status',
  'replacedById',
  'criteria',
  'position',
  'notes',
  'images',
  'infoText',
  'documents',
  'links',
  'salesUnit',
  'qtyPerPack',
  'salesMultiple',
  'ean13',
  'dun14',
  'netWeight',
  'grossWeight',
  'height',
  'width',
  'length',
  'oeRefs',
  'crossRefs',
  'applications',
  'ncm',
  'cest',
  'origin',
  'ipiRate',
  'exTipi',
];

/** Read-only keys a form may send back with the product: ignored in a body. */
export const READ_ONLY_KEYS = [
  'id',
  'createdAt',
  'updatedAt',
  'updatedBy',
  'brand',
  'description',
  'replacedBy',
  'completeness',
] as const;

export interface Levels {
  category: boolean;
  group: boolean;
  subgroup: boolean;
}

export interface Missing {
  field: string;
  reason: string;
  required: boolean;
}
export const SECTIONS = ['main', 'detail', 'image', 'info', 'pack', 'ref', 'tax'] as const;
export type Section = (typeof SECTIONS)[number];
export interface Completeness {
  percent: number;
  sections: Record<Section, { percent: number; missing: Missing[] }>;
  blockers: { section: string; field: string; reason: string }[];
}

export type ProductDto = ProductValues & {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: string; name: string } | null;
  brand: { id: string; name: string };
  description: {
    id: string;
    code: string;
    name: string;
    defaultSubgroupId: string | null;
    defaultNcm: string | null;
  };
  replacedBy: { id: string; code: string } | null;
  completeness: Completeness;
};

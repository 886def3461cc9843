import type { PanelRow } from '@catalogo/shared-auth/panel';

// The products contract (issue 10): what the screens read next to the form's values.

export type ProductStatus = 'draft' | 'published' | 'discontinued';
export type SectionKey = 'main' | 'detail' | 'image' | 'info' | 'pack' | 'ref' | 'review' | 'tax';
export type CompletenessSection = Exclude<SectionKey, 'review'>;

export interface Completeness {
  percent: number;
  sections: Partial<
    Record<
      CompletenessSection,
      { percent: number; missing: { field: string; reason: string; required: boolean }[] }
    >
  >;
  blockers: { section: string; field: string; reason: string }[];
}

/** A product as `GET …/products/{id}` sends it, as far as the screens read it. */
export type ProductRow = PanelRow & {
  code: string;
  status: ProductStatus;
  brand?: { id: string; name: string } | null;
  description?: {
    id: string;
    code: string;
    name: string;
    defaultSubgroupId: string | null;
    defaultNcm: string | null;
  } | null;
  replacedBy?: { id: string; code: string } | null;
  completeness?: Completeness;
};

export const STATUS_OPTIONS: readonly { value: ProductStatus; label: string }[] = [
  { value: 'draft', label: 'Rascunho' },
  { value: 'published', label: 'Publicado' },
  { value: 'discontinued', label: 'Descontinuado' },
];

export const statusLabel = (status: unknown) =>
  STATUS_OPTIONS.find((s) => s.value === status)?.label ?? String(status ?? '—');

export const statusColor = (status: unknown) =>
  status === 'published' ? 'success' : status === 'discontinued' ? 'default' : 'warning';

export const SALES_UNITS = [
  { value: 'UN', label: 'UN — unidade' },
  { value: 'PC', label: 'PC — peça' },
  { value: 'JG', label: 'JG — jogo' },
  { value: 'KIT', label: 'KIT — kit' },
  { value: 'CX', label: 'CX — caixa' },
  { value: 'PAR', label: 'PAR — par' },
  { value: 'CJ', label: 'CJ — conjunto' },
] as const;

/** Origem da mercadoria, the NF-e table (0–8). */
export const ORIGINS = [
  { value: '0', label: '0 — Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8' },
  { value: '1', label: '1 — Estrangeira: importação direta, exceto a indicada no código 6' },
  {
    value: '2',
    label: '2 — Estrangeira: adquirida no mercado interno, exceto a indicada no código 7',
  },
  {
    value: '3',
    label: '3 — Nacional, com conteúdo de importação superior a 40% e inferior ou igual a 70%',
  },
  {
    value: '4',
    label: '4 — Nacional, produzida conforme os processos produtivos básicos (PPB)',
  },
  { value: '5', label: '5 — Nacional, com conteúdo de importação inferior ou igual a 40%' },
  {
    value: '6',
    label: '6 — Estrangeira: importação direta, sem similar nacional, na lista da CAMEX',
  },
  {
    value: '7',
    label: '7 — Estrangeira: adquirida no mercado interno, sem similar nacional, na lista da CAMEX',
  },
  { value: '8', label: '8 — Nacional, com conteúdo de importação superior a 70%' },
] as const;

/** The eight sections, in the order of the tabs, with the spec's template route of each. */
export interface SectionInfo {
  key: SectionKey;
  /** The tab's label. */
  label: string;
  /** The template route's last segment and its heading (screens.ts). */
  template: string;
  title: string;
}

export const SECTIONS: readonly SectionInfo[] = [
  { key: 'main', label: 'Principal', template: 'ProductMain', title: 'Dados principais' },
  { key: 'detail', label: 'Detalhes', template: 'ProductDetail', title: 'Detalhes técnicos' },
  { key: 'image', label: 'Imagens', template: 'ProductImage', title: 'Imagens' },
  { key: 'info', label: 'Informações', template: 'ProductInfo', title: 'Informações' },
  { key: 'pack', label: 'Embalagem', template: 'ProductPack', title: 'Embalagem' },
  { key: 'ref', label: 'Referências', template: 'ProductRef', title: 'Referências e aplicações' },
  { key: 'review', label: 'Revisão', template: 'ProductReview', title: 'Revisão' },
  { key: 'tax', label: 'Fiscal', template: 'ProductTax', title: 'Dados fiscais' },
];

export const sectionInfo = (key: SectionKey) => SECTIONS.find((s) => s.key === key)!;

/** Which tab holds each top-level field of the form. */
export const FIELD_SECTION: Readonly<Record<string, SectionKey>> = {
  code: 'main',
  brandId: 'main',
  descriptionId: 'main',
  categoryId: 'main',
  groupId: 'main',
  subgroupId: 'main',
  complement: 'main',
  replacedById: 'main',
  status: 'review',
  criteria: 'detail',
  position: 'detail',
  notes: 'detail',
  images: 'image',
  infoText: 'info',
  documents: 'info',
  links: 'info',
  salesUnit: 'pack',
  qtyPerPack: 'pack',
  salesMultiple: 'pack',
  ean13: 'pack',
  dun14: 'pack',
  netWeight: 'pack',
  grossWeight: 'pack',
  height: 'pack',
  width: 'pack',
  length: 'pack',
  oeRefs: 'ref',
  crossRefs: 'ref',
  applications: 'ref',
  ncm: 'tax',
  cest: 'tax',
  origin: 'tax',
  ipiRate: 'tax',
  exTipi: 'tax',
};

/** The section of an API field path (`applications.0.yearEnd` → ref). */
export const sectionOf = (field: string): SectionKey | undefined =>
  FIELD_SECTION[field.replace(/^\/+/, '').split(/[./]/)[0] ?? ''];

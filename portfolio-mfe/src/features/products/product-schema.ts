import { z } from 'zod';
import { maxText, optionalText, orNull, requiredText } from '../common/schema-rules';
import { NO_GTIN, dun14Valid, gtinValid } from './gtin';

// Mirrors the API's product schema (product-contract.md): the form's values, each section's.

const CODE = /^[A-Z0-9][A-Z0-9 ./-]*$/;
const HTTP = /^https?:\/\/\S+$/;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

const chosen = (message: string) =>
  z
    .string()
    .nullable()
    .refine((value) => !!value, message);

const number = (message = 'Informe um número.') => z.number({ error: message });
/** A measure: empty, or more than zero. */
const positive = number()
  .gt(0, 'Informe um valor maior que zero.')
  .max(100_000, 'Informe no máximo 100.000.')
  .nullable();
const count = number().int('Informe um número inteiro.').min(1, 'Informe 1 ou mais.').nullable();
const year = number()
  .int('Informe um ano.')
  .min(FIRST_YEAR, `Informe um ano a partir de ${FIRST_YEAR}.`)
  .max(LAST_YEAR, `Informe um ano até ${LAST_YEAR}.`)
  .nullable();
const digits = (n: number, message: string) =>
  z.string().refine((value) => value === '' || new RegExp(`^\\d{${n}}$`).test(value), message);

export const criterionSchema = z.object({
  name: requiredText(80),
  value: requiredText(120),
  unit: optionalText(20),
});

export const imageSchema = z.object({ url: z.string().min(1), alt: optionalText(200) });
export const documentSchema = z.object({ url: z.string().min(1), name: requiredText(120) });
export const linkSchema = z.object({
  url: z.string().trim().regex(HTTP, 'Informe um endereço http(s).').max(500, maxText(500)),
  title: requiredText(120),
});
export const oeRefSchema = z.object({
  factoryId: chosen('Escolha a montadora.'),
  code: requiredText(40),
});
export const crossRefSchema = z.object({
  brandId: chosen('Escolha a marca concorrente.'),
  code: requiredText(40),
});
export const applicationSchema = z
  .object({
    vehicleId: chosen('Escolha o veículo.'),
    yearStart: year,
    yearEnd: year,
    position: optionalText(100),
    note: optionalText(200),
  })
  .refine((a) => a.yearStart === null || a.yearEnd === null || a.yearEnd >= a.yearStart, {
    path: ['yearEnd'],
    message: 'O ano final não pode ser anterior ao inicial.',
  });

export const productSchema = z
  .object({
    // main
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'Informe o código.')
      .max(40, maxText(40))
      .regex(CODE, 'Use letras, números, espaço, ponto, barra ou hífen.'),
    brandId: chosen('Escolha a marca.'),
    descriptionId: chosen('Escolha a descrição.'),
    categoryId: z.string().nullable(),
    groupId: z.string().nullable(),
    subgroupId: z.string().nullable(),
    complement: optionalText(200),
    status: z.enum(['draft', 'published', 'discontinued']),
    replacedById: z.string().nullable(),
    // detail
    criteria: z.array(criterionSchema).max(50, 'Use no máximo 50 critérios.'),
    position: optionalText(100),
    notes: optionalText(2000),
    // image
    images: z.array(imageSchema).max(20, 'Use no máximo 20 imagens.'),
    // info
    infoText: optionalText(20_000),
    documents: z.array(documentSchema).max(10, 'Use no máximo 10 documentos.'),
    links: z.array(linkSchema).max(10, 'Use no máximo 10 links.'),
    // pack
    salesUnit: z.string(),
    qtyPerPack: count,
    salesMultiple: count,
    ean13: z
      .string()
      .refine(
        (value) => value === '' || value === NO_GTIN || gtinValid(value),
        'Código de barras inválido: confira o dígito verificador (ou use SEM GTIN).',
      ),
    dun14: z
      .string()
      .refine(
        (value) => value === '' || dun14Valid(value),
        'DUN-14 inválido: 14 dígitos com o dígito verificador correto.',
      ),
    netWeight: positive,
    grossWeight: positive,
    height: positive,
    width: positive,
    length: positive,
    // ref
    oeRefs: z.array(oeRefSchema).max(200, 'Use no máximo 200 referências.'),
    crossRefs: z.array(crossRefSchema).max(200, 'Use no máximo 200 referências.'),
    applications: z.array(applicationSchema).max(500, 'Use no máximo 500 aplicações.'),
    // tax
    ncm: digits(8, 'O NCM tem 8 dígitos (ex.: 8708.30.90).'),
    cest: digits(7, 'O CEST tem 7 dígitos (ex.: 01.999.00).'),
    origin: z.string(),
    ipiRate: number().min(0, 'Informe de 0 a 100.').max(100, 'Informe de 0 a 100.').nullable(),
    exTipi: digits(3, 'O EX TIPI tem 3 dígitos.'),
  })
  .refine((p) => p.netWeight === null || p.grossWeight === null || p.netWeight <= p.grossWeight, {
    path: ['netWeight'],
    message: 'O peso líquido não pode ser maior que o bruto.',
  });

export type ProductValues = z.infer<typeof productSchema>;
export type ApplicationValues = ProductValues['applications'][number];

export const blankProduct: ProductValues = {
  code: '',
  brandId: null,
  descriptionId: null,
  categoryId: null,
  groupId: null,
  subgroupId: null,
  complement: '',
  status: 'draft',
  replacedById: null,
  criteria: [],
  position: '',
  notes: '',
  images: [],
  infoText: '',
  documents: [],
  links: [],
  salesUnit: '',
  qtyPerPack: null,
  salesMultiple: null,
  ean13: '',
  dun14: '',
  netWeight: null,
  grossWeight: null,
  height: null,
  width: null,
  length: null,
  oeRefs: [],
  crossRefs: [],
  applications: [],
  ncm: '',
  cest: '',
  origin: '',
  ipiRate: null,
  exTipi: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const id = (value: unknown) => (typeof value === 'string' && value ? value : null);
const list = <T>(value: unknown, map: (item: Record<string, unknown>) => T): T[] =>
  Array.isArray(value) ? value.map((item) => map((item ?? {}) as Record<string, unknown>)) : [];

/** The API's product → the form (null texts as '', numbers as they are). */
export function productToForm(row: Record<string, unknown>): ProductValues {
  return {
    code: text(row.code),
    brandId: id(row.brandId),
    descriptionId: id(row.descriptionId),
    categoryId: id(row.categoryId),
    groupId: id(row.groupId),
    subgroupId: id(row.subgroupId),
    complement: text(row.complement),
    status: (row.status as ProductValues['status']) ?? 'draft',
    replacedById: id(row.replacedById),
    criteria: list(row.criteria, (c) => ({
      name: text(c.name),
      value: text(c.value),
      unit: text(c.unit),
    })),
    position: text(row.position),
    notes: text(row.notes),
    images: list(row.images, (i) => ({ url: text(i.url), alt: text(i.alt) })),
    infoText: text(row.infoText),
    documents: list(row.documents, (d) => ({ url: text(d.url), name: text(d.name) })),
    links: list(row.links, (l) => ({ url: text(l.url), title: text(l.title) })),
    salesUnit: text(row.salesUnit),
    qtyPerPack: num(row.qtyPerPack),
    salesMultiple: num(row.salesMultiple),
    ean13: text(row.ean13),
    dun14: text(row.dun14),
    netWeight: num(row.netWeight),
    grossWeight: num(row.grossWeight),
    height: num(row.height),
    width: num(row.width),
    length: num(row.length),
    oeRefs: list(row.oeRefs, (r) => ({ factoryId: id(r.factoryId), code: text(r.code) })),
    crossRefs: list(row.crossRefs, (r) => ({ brandId: id(r.brandId), code: text(r.code) })),
    applications: list(row.applications, (a) => ({
      vehicleId: id(a.vehicleId),
      yearStart: num(a.yearStart),
      yearEnd: num(a.yearEnd),
      position: text(a.position),
      note: text(a.note),
    })),
    ncm: text(row.ncm),
    cest: text(row.cest),
    origin: typeof row.origin === 'number' ? String(row.origin) : '',
    ipiRate: num(row.ipiRate),
    exTipi: text(row.exTipi),
  };
}

/** The form → the PUT/POST body: every section, blanks as null (the API's "none"). */
export function productBody(v: ProductValues) {
  return {
    code: v.code,
    brandId: v.brandId,
    descriptionId: v.descriptionId,
    categoryId: v.categoryId,
    groupId: v.groupId,
    subgroupId: v.subgroupId,
    complement: orNull(v.complement),
    status: v.status,
    replacedById: v.replacedById,
    criteria: v.criteria.map((c) => ({ name: c.name, value: c.value, unit: orNull(c.unit) })),
    position: orNull(v.position),
    notes: orNull(v.notes),
    images: v.images.map((i) => ({ url: i.url, alt: orNull(i.alt) })),
    infoText: orNull(v.infoText),
    documents: v.documents,
    links: v.links,
    salesUnit: v.salesUnit || null,
    qtyPerPack: v.qtyPerPack,
    salesMultiple: v.salesMultiple,
    ean13: v.ean13 || null,
    dun14: v.dun14 || null,
    netWeight: v.netWeight,
    grossWeight: v.grossWeight,
    height: v.height,
    width: v.width,
    length: v.length,
    oeRefs: v.oeRefs,
    crossRefs: v.crossRefs,
    applications: v.applications.map((a) => ({
      ...a,
      position: orNull(a.position),
      note: orNull(a.note),
    })),
    ncm: v.ncm || null,
    cest: v.cest || null,
    origin: v.origin === '' ? null : Number(v.origin),
    ipiRate: v.ipiRate,
    exTipi: v.exTipi || null,
  };
}

export const productLabels = {
  code: 'Código',
  brandId: 'Marca',
  descriptionId: 'Descrição',
  categoryId: 'Categoria',
  groupId: 'Grupo',
  subgroupId: 'Subgrupo',
  complement: 'Complemento',
  status: 'Situação',
  replacedById: 'Substituído por',
  criteria: 'Critérios técnicos',
  position: 'Posição de montagem',
  notes: 'Observações',
  images: 'Imagens',
  infoText: 'Texto informativo',
  documents: 'Documentos',
  links: 'Links',
  salesUnit: 'Unidade de venda',
  qtyPerPack: 'Quantidade por embalagem',
  salesMultiple: 'Múltiplo de venda',
  ean13: 'EAN/GTIN',
  dun14: 'DUN-14',
  netWeight: 'Peso líquido (kg)',
  grossWeight: 'Peso bruto (kg)',
  height: 'Altura (cm)',
  width: 'Largura (cm)',
  length: 'Comprimento (cm)',
  oeRefs: 'Referências originais',
  crossRefs: 'Referências cruzadas',
  applications: 'Aplicações',
  ncm: 'NCM',
  cest: 'CEST',
  origin: 'Origem',
  ipiRate: 'IPI (%)',
  exTipi: 'EX TIPI',
};

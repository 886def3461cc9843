import { isValidGtin } from '../common/search-text';
import type { FieldIssue } from '../panel/resource.types';
import { FieldReader, httpUrl } from './product-fields';
import { sanitizeMarkdown } from './product-markdown';
import { PRODUCT_STATUSES, SALES_UNITS, type ProductValues } from './product.types';

const CODE = /^[A-Z0-9][A-Z0-9 ./-]*$/;
export const MAX = {
  criteria: 50,
  images: 20,
  documents: 10,
  links: 10,
  refs: 200,
  applications: 500,
  infoText: 20_000,
};
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

export function normalizeProductCode(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR');
}

/** Digits of a code typed with punctuation ('8708.30.90' → '87083090'). */
const digits = (text: string) => text.replace(/[\s.\-/]/g, '');

/** Whether a URL is a file this tenant uploaded (POST /panel/uploads): `<prefix><key>`. */
export type UploadCheck = (url: string) => boolean;

/**
 * A product body (the JSON as sent) normalised, with a pt-BR reason per broken rule under its
 * dotted field ('applications.0.yearEnd'). Rules needing the database (references in the tenant,
 * vehicle years, uniqueness, cycles) are the service's.
 */
export function checkProduct(
  input: Record<string, unknown>,
  isUpload: UploadCheck,
): { values: ProductValues; issues: FieldIssue[] } {
  const r = new FieldReader();
  const rawCode = r.text('code', input.code, 1000, true);
  const code = rawCode === null ? '' : normalizeProductCode(rawCode);
  if (rawCode !== null && !r.has('code')) {
    if (code.length > 40) r.fail('code', 'Use no máximo 40 caracteres.');
    else if (!CODE.test(code))
      r.fail(
        'code',
        'Use letras, números, espaço, ponto, barra ou hífen (começando por letra ou número).',
      );
  }

  const criteria = r.list('criteria', input.criteria, MAX.criteria, 'critérios').map((c, i) => ({
    name: r.text(`criteria.${i}.name`, c.name, 80, true) ?? '',
    value: r.text(`criteria.${i}.value`, c.value, 120, true) ?? '',
    unit: r.text(`criteria.${i}.unit`, c.unit, 20),
  }));
  const images = r.list('images', input.images, MAX.images, 'imagens').map((m, i) => {
    const url = r.text(`images.${i}.url`, m.url, 500, true) ?? '';
    if (url && !r.has(`images.${i}.url`) && !isUpload(url))
      r.fail(`images.${i}.url`, 'Use uma imagem enviada por este painel.');
    return { url, alt: r.text(`images.${i}.alt`, m.alt, 200) };
  });
  const documents = r
    .list('documents', input.documents, MAX.documents, 'documentos')
    .map((d, i) => {
      const url = r.text(`documents.${i}.url`, d.url, 500, true) ?? '';
      if (url && !r.has(`documents.${i}.url`) && (!isUpload(url) || !/\.pdf$/i.test(url)))
        r.fail(`documents.${i}.url`, 'Use um PDF enviado por este painel.');
      return { url, name: r.text(`documents.${i}.name`, d.name, 120, true) ?? '' };
    });
  const links = r.list('links', input.links, MAX.links, 'links').map((l, i) => {
    const url = r.text(`links.${i}.url`, l.url, 500, true) ?? '';
    if (url && !r.has(`links.${i}.url`) && !httpUrl(url))
      r.fail(`links.${i}.url`, 'Informe um endereço http(s).');
    return { url, title: r.text(`links.${i}.title`, l.title, 120, true) ?? '' };
  });
  const infoRaw = r.text('infoText', input.infoText, MAX.infoText);
  const infoText = infoRaw === null ? null : sanitizeMarkdown(infoRaw) || null;

  const ean = r.text('ean13', input.ean13, 20);
  let ean13: string | null = null;
  if (ean !== null) {
    ean13 = /^sem\s*gtin$/i.test(ean) ? 'SEM GTIN' : digits(ean);
    if (ean13 !== 'SEM GTIN' && !/^([0-9]{8}|[0-9]{12,14})$/.test(ean13))
      r.fail('ean13', 'Informe um GTIN de 8, 12, 13 ou 14 dígitos, ou SEM GTIN.');
    else if (ean13 !== 'SEM GTIN' && !isValidGtin(ean13))
      r.fail('ean13', 'Dígito verificador do GTIN inválido.');
  }
  const dunRaw = r.text('dun14', input.dun14, 20);
  const dun14 = dunRaw === null ? null : digits(dunRaw);
  if (dun14 !== null && !/^[0-9]{14}$/.test(dun14)) r.fail('dun14', 'O DUN-14 tem 14 dígitos.');
  else if (dun14 !== null && !isValidGtin(dun14))
    r.fail('dun14', 'Dígito verificador do DUN-14 inválido.');

  const taxCode = (field: string, n: string, reason: string) => {
    const raw = r.text(field, input[field], 20);
    if (raw === null) return null;
    const value = digits(raw);
    if (!new RegExp(`^[0-9]{${n}}$`).test(value)) r.fail(field, reason);
    return value;
  };

  const values: ProductValues = {
    code,
    brandId: r.id('brandId', input.brandId, true) ?? '',
    descriptionId: r.id('descriptionId', input.descriptionId, true) ?? '',
    categoryId: r.id('categoryId', input.categoryId),
    groupId: r.id('groupId', input.groupId),
    subgroupId: r.id('subgroupId', input.subgroupId),
    complement: r.text('complement', input.complement, 200),
    status: r.choice('status', input.status, PRODUCT_STATUSES) ?? 'draft',
    replacedById: r.id('replacedById', input.replacedById),
    criteria,
    position: r.text('position', input.position, 100),
    notes: r.text('notes', input.notes, 2000),
    images,
    infoText,
    documents,
    links,
    salesUnit: r.choice('salesUnit', input.salesUnit, SALES_UNITS),
    qtyPerPack: r.int('qtyPerPack', input.qtyPerPack, 1, 1_000_000),
    salesMultiple: r.int('salesMultiple', input.salesMultiple, 1, 1_000_000),
    ean13,
    dun14,
    netWeight: r.decimal('netWeight', input.netWeight, 100_000, true),
    grossWeight: r.decimal('grossWeight', input.grossWeight, 100_000, true),
    height: r.decimal('height', input.height, 100_000, true),
    width: r.decimal('width', input.width, 100_000, true),
    length: r.decimal('length', input.length, 100_000, true),
    oeRefs: r.list('oeRefs', input.oeRefs, MAX.refs, 'referências').map((o, i) => ({
      factoryId: r.id(`oeRefs.${i}.factoryId`, o.factoryId, true) ?? '',
      code: refCode(r, `oeRefs.${i}.code`, o.code),
    })),
    crossRefs: r.list('crossRefs', input.crossRefs, MAX.refs, 'referências').map((x, i) => ({
      brandId: r.id(`crossRefs.${i}.brandId`, x.brandId, true) ?? '',
      code: refCode(r, `crossRefs.${i}.code`, x.code),
    })),
    applications: r
      .list('applications', input.applications, MAX.applications, 'aplicações')
      .map((a, i) => {
        const yearStart = r.int(`applications.${i}.yearStart`, a.yearStart, FIRST_YEAR, LAST_YEAR);
        const yearEnd = r.int(`applications.${i}.yearEnd`, a.yearEnd, FIRST_YEAR, LAST_YEAR);
        if (yearStart !== null && yearEnd !== null && yearEnd < yearStart)
          r.fail(`applications.${i}.yearEnd`, 'O ano final não pode ser anterior ao inicial.');
        return {
          vehicleId: r.id(`applications.${i}.vehicleId`, a.vehicleId, true) ?? '',
          yearStart,
          yearEnd,
          position: r.text(`applications.${i}.position`, a.position, 100),
          note: r.text(`applications.${i}.note`, a.note, 200),
        };
      }),
    ncm: taxCode('ncm', '8', 'O NCM tem 8 dígitos (ex.: 8708.30.90).'),
    cest: taxCode('cest', '7', 'O CEST tem 7 dígitos (ex.: 01.001.00).'),
    origin: r.int('origin', input.origin, 0, 8),
    ipiRate: r.decimal('ipiRate', input.ipiRate, 100, false),
    // EXTIPI of the NF-e: 2 or 3 digits ('01', '001').
    exTipi: taxCode('exTipi', '2,3', 'O EX TIPI tem 2 ou 3 dígitos.'),
  };
  const { netWeight, grossWeight } = values;
  if (netWeight !== null && grossWeight !== null && netWeight > grossWeight && !r.has('netWeight'))
    r.fail('netWeight', 'O peso líquido não pode ser maior que o bruto.');
  return { values, issues: r.issues };
}

function refCode(r: FieldReader, field: string, raw: unknown): string {
  const text = r.text(field, raw, 40, true);
  return text === null ? '' : normalizeProductCode(text);
}

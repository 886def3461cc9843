import { foldText } from '../panel/resource.repository';
import type { ProductValues } from './product.types';

/** What one CSV cell becomes in a product input, or the pt-BR reason it cannot. */
export type CellResult = { value: unknown } | { reason: string };

export interface Lookups {
  brandByName: Map<string, string>;
  descriptionByCode: Map<string, string>;
  categoryByCode: Map<string, string>;
  /** `${categoryId}/${code}` and, when unique, the bare code. */
  groupByCode: Map<string, string>;
  subgroupByCode: Map<string, string>;
  factoryByName: Map<string, string>;
  productByCode: Map<string, string>;
}

const STATUS: Record<string, ProductValues['status']> = {
  rascunho: 'draft',
  draft: 'draft',
  publicado: 'published',
  published: 'published',
  descontinuado: 'discontinued',
  discontinued: 'discontinued',
};

const items = (text: string) =>
  text
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);

/** 1.234,56 or 1234,56 or 1234.56 → 1234.56 (Excel pt-BR writes the comma). */
export function decimalOf(text: string): number | null {
  const t = text.replace(/\s/g, '');
  const plain = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

const key = (text: string) => foldText(text.trim());

function pairs(text: string, lookup: Map<string, string>, idKey: string, what: string) {
  const out: Record<string, string>[] = [];
  for (const item of items(text)) {
    const at = item.indexOf(':');
    if (at < 0) return { reason: `Use "${what}: código", separados por " | ".` };
    const id = lookup.get(key(item.slice(0, at)));
    if (!id) return { reason: `${what} não encontrada: ${item.slice(0, at).trim()}.` };
    out.push({ [idKey]: id, code: item.slice(at + 1).trim() });
  }
  return { value: out };
}

function named(text: string, nameKey: string) {
  const out: Record<string, string>[] = [];
  for (const item of items(text)) {
    const m = /^(.*?):\s*(https?:\/\/\S+)$/i.exec(item);
    if (!m) return { reason: `Use "nome: endereço", separados por " | ".` };
    out.push({ [nameKey]: m[1]!.trim(), url: m[2]! });
  }
  return { value: out };
}

/**
 * The cell of `column` as the value of its product field (the same text the export writes).
 * `current` is the product being updated (image alt texts are kept by URL).
 */
export function cellValue(
  column: string,
  raw: string,
  l: Lookups,
  current: Partial<ProductValues>,
): CellResult {
  const text = raw.trim();
  const lists = ['Critérios', 'Imagens', 'Documentos', 'Links', 'Referências originais'];
  if (text === '')
    return { value: lists.includes(column) || column === 'Referências cruzadas' ? [] : null };
  const ref = (map: Map<string, string>, k: string) => {
    const id = map.get(k);
    return id ? { value: id } : { reason: 'Não encontrado.' };
  };
  switch (column) {
    case 'Marca':
      return ref(l.brandByName, key(text));
    case 'Código da descrição':
      return ref(l.descriptionByCode, key(text));
    case 'Categoria':
      return ref(l.categoryByCode, key(text));
    case 'Grupo':
      return ref(l.groupByCode, `${current.categoryId ?? ''}/${key(text)}`);
    case 'Subgrupo':
      return ref(l.subgroupByCode, `${current.groupId ?? ''}/${key(text)}`);
    case 'Substituído por':
      return ref(l.productByCode, text.toLocaleUpperCase('pt-BR').replace(/\s+/g, ' '));
    case 'Situação': {
      const status = STATUS[key(text)];
      return status ? { value: status } : { reason: 'Use Rascunho, Publicado ou Descontinuado.' };
    }
    case 'Critérios': {
      const out = [];
      for (const item of items(text)) {
        const m = /^(.*?):\s*(.*?)(?:\s*\[([^\]]*)\])?$/.exec(item);
        if (!m) return { reason: 'Use "nome: valor [unidade]", separados por " | ".' };
        out.push({ name: m[1]!.trim(), value: m[2]!.trim(), unit: m[3]?.trim() || null });
      }
      return { value: out };
    }
    case 'Imagens': {
      const alts = new Map((current.images ?? []).map((i) => [i.url, i.alt]));
      return { value: items(text).map((url) => ({ url, alt: alts.get(url) ?? null })) };
    }
    case 'Documentos':
      return named(text, 'name');
    case 'Links':
      return named(text, 'title');
    case 'Referências originais':
      return pairs(text, l.factoryByName, 'factoryId', 'Montadora');
    case 'Referências cruzadas':
      return pairs(text, l.brandByName, 'brandId', 'Marca');
    case 'Qtd. por embalagem':
    case 'Múltiplo de venda':
    case 'Origem':
      return /^-?\d+$/.test(text)
        ? { value: Number(text) }
        : { reason: 'Informe um número inteiro.' };
    case 'Peso líquido (kg)':
    case 'Peso bruto (kg)':
    case 'Altura (cm)':
    case 'Largura (cm)':
    case 'Comprimento (cm)':
    case 'IPI (%)': {
      const n = decimalOf(text);
      return n === null ? { reason: 'Informe um número (ex.: 1,25).' } : { value: n };
    }
    default:
      return { value: raw };
  }
}

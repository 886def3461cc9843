// pt-BR wording shared by the panel's lists, forms and dialogs.
import { formatDateTime, formatNumber } from '@catalogo/shared-ui';

/** `1 produto`, `12 produtos`. */
export const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** `a`, `a e b`, `a, b e c`. */
export function joinPtBr(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

const USED_BY: Record<string, [string, string]> = {
  products: ['produto', 'produtos'],
  groups: ['grupo', 'grupos'],
  subgroups: ['subgrupo', 'subgrupos'],
  descriptions: ['descrição', 'descrições'],
  vehicles: ['veículo', 'veículos'],
  applications: ['aplicação', 'aplicações'],
  references: ['referência', 'referências'],
  // products that name this one as their replacement
  replacements: ['produto que o indica como substituto', 'produtos que o indicam como substituto'],
};

/** `Em uso por 12 produtos e 3 grupos.` from a 409 IN_USE answer's `usedBy`. */
export function describeUsedBy(usedBy: Record<string, number> | undefined): string {
  const parts = Object.entries(usedBy ?? {})
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => {
      const [one, many] = USED_BY[kind] ?? [kind, kind];
      return plural(count, one, many);
    });
  return parts.length ? `Em uso por ${joinPtBr(parts)}.` : 'Este registro está em uso.';
}

/** A field's value as a person reads it (before → after, mine and the server's). */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    // ISO timestamps read as pt-BR dates
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.map(formatValue).join(', ') || '—';
  return JSON.stringify(value);
}

/** Labels of the columns and fields a screen declares; a field without one shows its name. */
export type FieldLabels = Readonly<Record<string, string>>;

export const labelOf = (labels: FieldLabels | undefined, field: string) => labels?.[field] ?? field;

import type { FieldDef, FieldIssue, ResourceDef } from './resource.types';

export const DEFAULT_TEXT_MAX = 200;
const MAX_ARRAY_ITEMS = 50;
/** A control character other than tab, line feed and carriage return (NUL among them). */
export const BAD_CHARACTER = {
  test: (text: string) =>
    [...text].some((c) => {
      const code = c.charCodeAt(0);
      return code < 32 && code !== 9 && code !== 10 && code !== 13;
    }),
};

export type Values = Record<string, unknown>;

function checkText(f: FieldDef, raw: unknown, issues: FieldIssue[]): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') {
    issues.push({ field: f.key, reason: 'Informe um texto.' });
    return null;
  }
  let text = raw.trim();
  if (text === '') return null;
  if (BAD_CHARACTER.test(text)) {
    issues.push({ field: f.key, reason: 'O texto tem um caractere inválido.' });
    return null;
  }
  if (f.upper) text = text.toLocaleUpperCase('pt-BR');
  const max = f.max ?? DEFAULT_TEXT_MAX;
  if (text.length > max) issues.push({ field: f.key, reason: `Use no máximo ${max} caracteres.` });
  else if (f.min && text.length < f.min)
    issues.push({ field: f.key, reason: `Use pelo menos ${f.min} caracteres.` });
  else if (f.pattern && !f.pattern.test(text))
    issues.push({ field: f.key, reason: f.patternReason ?? 'Formato inválido.' });
  return text;
}

function checkInt(f: FieldDef, raw: unknown, issues: FieldIssue[]): number | null {
  if (raw === undefined || raw === null || raw === '') return (f.default as number) ?? null;
  if (typeof raw !== 'number' || !Number.isInteger(raw)) {
    issues.push({ field: f.key, reason: 'Informe um número inteiro.' });
    return null;
  }
  if (f.min !== undefined && raw < f.min)
    issues.push({ field: f.key, reason: `O valor mínimo é ${f.min}.` });
  else if (f.max !== undefined && raw > f.max)
    issues.push({ field: f.key, reason: `O valor máximo é ${f.max}.` });
  return raw;
}

function checkEnum(f: FieldDef, raw: unknown, issues: FieldIssue[]): string | null {
  if (raw === undefined || raw === null || raw === '') return (f.default as string) ?? null;
  if (typeof raw !== 'string' || !f.values?.includes(raw)) {
    issues.push({ field: f.key, reason: 'Escolha uma das opções.' });
    return null;
  }
  return raw;
}

function checkArray(f: FieldDef, raw: unknown, issues: FieldIssue[]): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) {
    issues.push({ field: f.key, reason: 'Informe uma lista de textos.' });
    return [];
  }
  const items = [...new Set(raw.map((v: string) => v.trim()).filter(Boolean))].map((v) =>
    f.upper ? v.toLocaleUpperCase('pt-BR') : v,
  );
  if (items.length > MAX_ARRAY_ITEMS)
    issues.push({ field: f.key, reason: `Use no máximo ${MAX_ARRAY_ITEMS} itens.` });
  const max = f.max ?? 100;
  if (items.some((v) => v.length > max || BAD_CHARACTER.test(v)))
    issues.push({
      field: f.key,
      reason: `Cada item deve ter no máximo ${max} caracteres válidos.`,
    });
  if (f.kind === 'enumArray' && items.some((v) => !f.values?.includes(v)))
    issues.push({ field: f.key, reason: 'Escolha entre as opções.' });
  return items;
}

function checkField(f: FieldDef, raw: unknown, issues: FieldIssue[]): unknown {
  switch (f.kind) {
    case 'text':
    case 'ref':
      return checkText(f, raw, issues);
    case 'int':
      return checkInt(f, raw, issues);
    case 'bool':
      if (raw === undefined || raw === null) return f.default ?? true;
      if (typeof raw !== 'boolean') issues.push({ field: f.key, reason: 'Informe sim ou não.' });
      return raw;
    case 'enum':
      return checkEnum(f, raw, issues);
    case 'textArray':
    case 'enumArray':
      return checkArray(f, raw, issues);
  }
}

/**
 * The resource's values from an input (JSON body or CSV line), normalised (trimmed, upper case
 * where the field says, blank = null) with the pt-BR reasons of every broken rule.
 */
export function checkValues(
  def: ResourceDef,
  input: Values,
): { values: Values; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  let values: Values = {};
  for (const f of def.fields) values[f.key] = checkField(f, input[f.key], issues);
  if (def.prepare) values = def.prepare(values);
  for (const f of def.fields) {
    const v = values[f.key];
    if (f.required && (v === null || v === undefined) && !issues.some((i) => i.field === f.key))
      issues.push({ field: f.key, reason: 'Preencha este campo.' });
  }
  if (issues.length === 0 && def.validate) issues.push(...def.validate(values));
  return { values, issues };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field-level differences between a stored DTO and new values (for the audit and "unchanged"). */
export function diffValues(def: ResourceDef, before: Values | null, after: Values | null) {
  return def.fields
    .filter((f) => !same(before?.[f.key], after?.[f.key]))
    .map((f) => ({ field: f.key, before: before?.[f.key] ?? null, after: after?.[f.key] ?? null }));
}

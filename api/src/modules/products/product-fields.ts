import type { FieldIssue } from '../panel/resource.types';
import { BAD_CHARACTER } from '../panel/resource.values';
import { PLAIN_UUID } from '../common/uuid';

/**
 * Small readers for one value of a product body: each returns the normalised value (trimmed,
 * blank = null) and pushes a pt-BR reason on `issues` under the field's dotted path.
 */
export class FieldReader {
  readonly issues: FieldIssue[] = [];

  fail(field: string, reason: string) {
    if (!this.issues.some((i) => i.field === field)) this.issues.push({ field, reason });
  }

  has(field: string) {
    return this.issues.some((i) => i.field === field || i.field.startsWith(`${field}.`));
  }

  text(field: string, raw: unknown, max: number, required = false): string | null {
    if (raw === undefined || raw === null) {
      if (required) this.fail(field, 'Preencha este campo.');
      return null;
    }
    if (typeof raw !== 'string') {
      this.fail(field, 'Informe um texto.');
      return null;
    }
    const text = raw.trim();
    if (BAD_CHARACTER.test(text)) {
      this.fail(field, 'O texto tem um caractere inválido.');
      return null;
    }
    if (text === '') {
      if (required) this.fail(field, 'Preencha este campo.');
      return null;
    }
    if (text.length > max)
      this.fail(field, `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`);
    return text;
  }

  id(field: string, raw: unknown, required = false): string | null {
    if (raw === undefined || raw === null || raw === '') {
      if (required) this.fail(field, 'Escolha uma opção.');
      return null;
    }
    if (typeof raw !== 'string' || !PLAIN_UUID.test(raw)) {
      this.fail(field, 'Identificador inválido.');
      return null;
    }
    return raw.toLowerCase();
  }

  int(field: string, raw: unknown, min: number, max: number): number | null {
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'number' || !Number.isInteger(raw)) {
      this.fail(field, 'Informe um número inteiro.');
      return null;
    }
    if (raw < min) this.fail(field, `O valor mínimo é ${min}.`);
    else if (raw > max) this.fail(field, `O valor máximo é ${max.toLocaleString('pt-BR')}.`);
    return raw;
  }

  /** A positive decimal (weights, dimensions) or a bounded one (IPI rate). */
  decimal(field: string, raw: unknown, max: number, positive: boolean): number | null {
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      this.fail(field, 'Informe um número.');
      return null;
    }
    if (positive && raw <= 0) this.fail(field, 'Informe um valor maior que zero.');
    else if (!positive && raw < 0) this.fail(field, 'O valor não pode ser negativo.');
    else if (raw > max) this.fail(field, `O valor máximo é ${max.toLocaleString('pt-BR')}.`);
    else if (Math.round(raw * 10_000) / 10_000 !== raw)
      this.fail(field, 'Use no máximo 4 casas decimais.');
    return raw;
  }

  choice<T extends string>(field: string, raw: unknown, values: readonly T[]): T | null {
    if (raw === undefined || raw === null || raw === '') return null;
    if (typeof raw !== 'string' || !values.includes(raw as T)) {
      this.fail(field, 'Escolha uma das opções.');
      return null;
    }
    return raw as T;
  }

  /** Rows of a list section: each item must be an object; at most `max` of them. */
  list(field: string, raw: unknown, max: number, label: string): Record<string, unknown>[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.fail(field, 'Informe uma lista.');
      return [];
    }
    if (raw.length > max) {
      this.fail(field, `Use no máximo ${max} ${label}.`);
      return [];
    }
    return raw.map((item, i) => {
      if (item && typeof item === 'object' && !Array.isArray(item))
        return item as Record<string, unknown>;
      this.fail(`${field}.${i}`, 'Item inválido.');
      return {};
    });
  }
}

/** An http(s) address without spaces or credentials, or null. */
export function httpUrl(text: string): URL | null {
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

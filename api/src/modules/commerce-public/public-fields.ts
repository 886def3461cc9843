import { Type, type TStringOptions } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { fieldsInvalid, type FieldError } from '../../plugins/errors';
import { wellFormed } from '../common/storable-text';

// Field types and checks shared by the public forms (quote request, contact). Visitors read the
// reasons, so every one is pt-BR, including the schema's own (see schemaFields below).

/** Text that is stored: PostgreSQL cannot keep a NUL character. */
export const FormText = (options: TStringOptions) =>
  Type.String({ ...options, pattern: '^[^\\u0000]*$' });
export const FormEmail = Type.String({ format: 'email', maxLength: 254 });
export const FormPhone = FormText({
  maxLength: 30,
  description: '10 a 13 dígitos (DDD e número; com +55 opcional); espaços, ( ) . - e + aceitos',
});
export const Uuid = Type.String({ format: 'uuid' });

interface Issue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const IDEMPOTENCY_REASON = 'Envie o cabeçalho Idempotency-Key com 8 a 100 letras, números, _ ou -.';

function reasonOf(issue: Issue, field: string): string {
  const limit = issue.params?.limit;
  if (field === 'idempotency-key') return IDEMPOTENCY_REASON;
  switch (issue.keyword) {
    case 'required':
      return 'Campo obrigatório.';
    case 'minLength':
      return `Use pelo menos ${String(limit)} caracteres.`;
    case 'maxLength':
      return `Use no máximo ${String(limit)} caracteres.`;
    case 'pattern':
      return 'Texto com caractere inválido.';
    case 'format':
      return issue.params?.format === 'email' ? 'E-mail inválido.' : 'Identificador inválido.';
    case 'minimum':
      return `Informe um valor a partir de ${String(limit)}.`;
    case 'maximum':
      return `Informe um valor até ${String(limit)}.`;
    case 'minItems':
      return `Informe pelo menos ${String(limit)} item.`;
    case 'maxItems':
      return `Informe no máximo ${String(limit)} itens.`;
    case 'type':
      return issue.params?.type === 'integer' ? 'Informe um número inteiro.' : 'Formato inválido.';
    default:
      return 'Valor inválido.';
  }
}

/** AJV issues as field errors with pt-BR reasons (one per field, first issue wins). */
function schemaFields(issues: Issue[], context: string | undefined): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const leaf = issue.params?.missingProperty;
    const field =
      (typeof leaf === 'string' ? (path ? `${path}.${leaf}` : leaf) : path) || context || 'body';
    if (!fields.some((f) => f.field === field))
      fields.push({ field, reason: reasonOf(issue, field) });
  }
  return fields;
}

/**
 * The public routes set attachValidation so their schema errors reach the handler, which answers
 * the app's usual 400 VALIDATION_ERROR with pt-BR reasons (the global handler's are AJV English).
 */
export function assertSchemaValid(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: Issue[]; validationContext?: string }) | undefined;
  if (!error) return;
  throw fieldsInvalid(schemaFields(error.validation ?? [], error.validationContext));
}

/**
 * Trims every string of a parsed JSON body and drops blank ones, so the schema's lengths count
 * what is stored and a blank optional field is simply absent (a blank required one is missing).
 * NUL characters are left for the schema to refuse (400). Runs as a preValidation hook, i.e. before the schema sees the body.
 * The recursion is bounded: the app's JSON parser refuses bodies nested deeper than
 * MAX_JSON_DEPTH levels (plugins/json-body.ts) before this hook runs.
 */
export function trimBody(value: unknown): unknown {
  // A lone surrogate would reach a jsonb column and fail there (500): it becomes U+FFFD.
  if (typeof value === 'string') return wellFormed(value.trim());
  if (Array.isArray(value)) return value.map(trimBody);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const trimmed = trimBody(v);
    if (trimmed !== '') out[key] = trimmed;
  }
  return out;
}

export function phoneProblem(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!/^[\d\s().+-]+$/.test(phone) || digits.length < 10 || digits.length > 13) {
    return 'Telefone inválido: informe DDD e número (10 a 13 dígitos).';
  }
  return null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The uuid format (plugins/ajv-formats.ts) takes upper case; ids read back from PostgreSQL are
 * lower case, and lines are matched to products by comparing them.
 */
export const canonicalUuid = (id: string) => id.toLowerCase();

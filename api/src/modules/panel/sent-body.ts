import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { FieldIssue } from './resource.types';
import { BAD_CHARACTER } from './resource.values';

/**
 * Fastify's AJV coerces types (`coerceTypes: 'array'`, which the query strings need): in a body
 * it turns `42` into `'42'`, `'2010'` into `2010`, `['x']` into `'x'` and `null` into `0` or `''`
 * before the handler sees it, so a wrong type would be stored and a blank number could not be
 * cleared (AJV turns `null` into `''` or `0` even where `null` is allowed). Panel writes keep
 * the body as sent (copied before validation) and judge that.
 */
const sentBodies = new WeakMap<FastifyRequest, unknown>();

/** preValidation hook: keeps a copy of the body as the client sent it. */
export async function keepSentBody(request: FastifyRequest) {
  sentBodies.set(request, structuredClone(request.body));
}

export function sentBody<T = Record<string, unknown>>(request: FastifyRequest): T {
  return (sentBodies.get(request) ?? {}) as T;
}

const dotted = (pointer: string) => pointer.replace(/^\//, '').replace(/\//g, '.') || 'body';

function controlCharacters(value: unknown, path: string): FieldIssue[] {
  if (typeof value === 'string')
    return BAD_CHARACTER.test(value)
      ? [{ field: path || 'body', reason: 'O texto tem um caractere inválido.' }]
      : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    controlCharacters(v, path ? `${path}.${key}` : key),
  );
}

/**
 * A check of the body as sent against the route's schema, without coercion (TypeBox's
 * checker): after AJV let it through, what fails here is a wrong type ('42' for 42, [] for a
 * text). Texts with control characters (NUL and the like) are refused too. One issue per field,
 * dotted like the validation errors' fields ('about.phone').
 */
export function sentBodyChecker(schema: TSchema) {
  const validator = Compile(schema);
  return (sent: unknown): FieldIssue[] => {
    const types = validator.Check(sent)
      ? []
      : [...validator.Errors(sent)].map((e) => ({
          field: dotted(e.instancePath),
          reason: 'Tipo de valor inválido.',
        }));
    const issues = [...types, ...controlCharacters(sent, '')];
    return issues.filter((f, i) => issues.findIndex((g) => g.field === f.field) === i);
  };
}

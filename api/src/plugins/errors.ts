import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';

export interface FieldError {
  field: string;
  reason: string;
}

/** An expected failure with a stable machine-readable code for clients. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    /** Field-level reasons, sent as `fields` like the schema validation errors. */
    public readonly fields?: FieldError[],
    /** Extra response headers, e.g. Retry-After. */
    public readonly headers?: Record<string, string>,
    /** Extra body properties, e.g. `current` of a VERSION_CONFLICT or `usedBy` of IN_USE. */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Rules a schema cannot express (common password, CNPJ check digits): the same 400 shape. */
export const fieldsInvalid = (fields: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', 'Verifique os campos destacados.', fields);

export const tenantNotFound = () => new AppError(404, 'TENANT_NOT_FOUND', 'Tenant not found');

/**
 * PostgreSQL codes for text it cannot store: 22021 (invalid byte sequence, e.g. a NUL, 0x00, in
 * a parameter) and 22P05 (untranslatable character, e.g. a \u0000 escape turned into text).
 * They come from what the client sent, so they are a 400, not a 500.
 */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

/** The PostgreSQL error code of an error as pg or PGlite report it through Drizzle (cause chain). */
function pgCodeOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

// AJV reports a missing property on its parent ('/address', keyword required); clients want the leaf.
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const leaf =
    issue.params?.missingProperty ?? issue.params?.additionalProperty ?? issue.params?.propertyName;
  const name = typeof leaf === 'string' ? (path ? `${path}.${leaf}` : leaf) : path;
  return name || context || 'request';
}

/**
 * One field error per issue; TypeBox's compiler (auth routes) names several missing properties
 * in one issue (params.requiredProperties), which becomes one field each. Repeats are dropped.
 */
function fieldsOf(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  const fields = issues.flatMap((issue) => {
    const required = issue.params?.requiredProperties;
    // An unknown field (a `propertyNames` rule) says so, instead of AJV's 'must be equal to…'.
    const reason =
      issue.keyword === 'propertyNames' || issue.params?.propertyName !== undefined
        ? 'Campo desconhecido.'
        : (issue.message ?? 'is invalid');
    if (!Array.isArray(required)) return [{ field: fieldOf(issue, context), reason }];
    return required.map((property) => ({
      field: fieldOf({ ...issue, params: { missingProperty: String(property) } }, context),
      reason: `must have required property '${String(property)}'`,
    }));
  });
  return fields.filter((f, i) => fields.findIndex((g) => g.field === f.field) === i);
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.status(400).send({
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_ERROR',
          message: error.message,
          fields: fieldsOf(error.validation as ValidationIssue[], error.validationContext),
        });
      }
      const pgCode = error.statusCode ? null : pgCodeOf(error);
      if (pgCode && BAD_TEXT_CODES.has(pgCode)) {
        request.log.info({ pgCode }, 'text refused by the database');
        return reply.status(400).send({
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_ERROR',
          message: 'Texto com caractere inválido (NUL).',
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Client mistakes (bad JSON, wrong content type, AppError) keep their own status and code.
        const extra = error instanceof AppError ? error : null;
        if (extra?.headers) reply.headers(extra.headers);
        return reply.status(status).send({
          statusCode: status,
          error: STATUS_CODES[status] ?? 'Error',
          code: error.code,
          message: error.message,
          ...(extra?.fields ? { fields: extra.fields } : {}),
          ...extra?.details,
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Internal Server Error',
        code: 'INTERNAL_ERROR',
        // Never leak internals (SQL, stack) to callers; the log has the details.
        message: 'Internal Server Error',
      });
    });
  },
  { name: 'errors' },
);

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';

/** An expected failure with a stable machine-readable code for clients. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const tenantNotFound = () => new AppError(404, 'TENANT_NOT_FOUND', 'Tenant not found');

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

// AJV reports a missing property on its parent ('/address', keyword required); clients want the leaf.
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const leaf = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  const name = typeof leaf === 'string' ? (path ? `${path}.${leaf}` : leaf) : path;
  return name || context || 'request';
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
          fields: error.validation.map((issue) => ({
            field: fieldOf(issue as ValidationIssue, error.validationContext),
            reason: issue.message ?? 'is invalid',
          })),
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Client mistakes (bad JSON, wrong content type, AppError) keep their own status and code.
        return reply.status(status).send({
          statusCode: status,
          error: STATUS_CODES[status] ?? 'Error',
          code: error.code,
          message: error.message,
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

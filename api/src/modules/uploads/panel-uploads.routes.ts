import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import { AppError, fieldsInvalid } from '../../plugins/errors';
import { authOf, requirePermission } from '../auth/auth.guard';
import { createLimiter } from '../images/limiter';
import { ErrorResponse } from '../common/common.schemas';
import {
  uploadBusy,
  uploadMalformed,
  uploadNotMultipart,
  uploadQuotaUnconfirmed,
  uploadStorageFailed,
  uploadTooLarge,
} from './media.errors';
import { tenantKey } from './object-key';
import { processUpload, UPLOAD_KINDS, type UploadKind } from './upload-file';

const UploadResponse = Type.Object({
  url: Type.String({ description: 'Public URL of the stored file (an /_image source)' }),
  width: Type.Union([Type.Integer(), Type.Null()], { description: 'null for a PDF' }),
  height: Type.Union([Type.Integer(), Type.Null()], { description: 'null for a PDF' }),
  bytes: Type.Integer({ description: 'Size of the stored file' }),
  contentType: Type.String({ description: 'image/webp or application/pdf' }),
});

const uploadSchema = {
  tags: ['uploads'],
  summary: 'Upload an image or a PDF to the tenant object storage',
  description:
    'multipart/form-data with the field `file` (one file) and optionally `kind`: ' +
    `${UPLOAD_KINDS.join(', ')} (default image). The type is read from the bytes: PNG, JPEG, ` +
    'WebP or AVIF (re-encoded to WebP, EXIF orientation applied, metadata removed); PDF only ' +
    'for kind document. Needs portfolio:write. A company whose owner has not confirmed the e-mail ' +
    'stores UPLOAD_UNCONFIRMED_MAX_FILES files, UPLOAD_UNCONFIRMED_MAX_BYTES bytes in all (403 ' +
    'UPLOAD_QUOTA_UNCONFIRMED above).',
  // For the OpenAPI document only: the handler reads and checks the form (request.body stays
  // undefined), so the route's validatorCompiler accepts everything.
  body: {
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file: { type: 'string', format: 'binary', description: 'The file (one)' },
            kind: { type: 'string', enum: [...UPLOAD_KINDS], default: 'image' },
          },
          required: ['file'],
        },
      },
    },
  },
  security: [{ bearerAuth: [] }],
  response: {
    201: UploadResponse,
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    413: ErrorResponse,
    415: ErrorResponse,
    422: ErrorResponse,
    502: ErrorResponse,
    503: ErrorResponse,
    504: ErrorResponse,
  },
};

/** At most this many form parts: the file, kind and a little slack. */
const MAX_PARTS = 4;

interface UploadForm {
  bytes: Buffer;
  kind: UploadKind;
}

const fileReason = (reason: string) => fieldsInvalid([{ field: 'file', reason }]);

/** @fastify/multipart and busboy failures as our codes (never a 500 for a bad form). */
function formError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return fileReason('Envie um único arquivo por vez.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return fieldsInvalid([{ field: 'request', reason: 'O formulário tem campos a mais.' }]);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadNotMultipart();
    default:
      // Busboy: no boundary, a part cut short, a malformed header...
      return uploadMalformed();
  }
}

/** Reads the form in any order of parts: the one file (into memory, capped) and `kind`. */
async function readForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) throw uploadNotMultipart();
  let bytes: Buffer | undefined;
  let kind: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw fileReason('Envie o arquivo no campo "file".');
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'kind') {
        if (kind !== undefined) {
          throw fieldsInvalid([{ field: 'kind', reason: 'Informe um único tipo.' }]);
        }
        kind = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error, maxBytes);
  }
  if (!bytes) throw fileReason('Nenhum arquivo enviado: use o campo "file".');
  if (bytes.length === 0) throw fileReason('O arquivo está vazio.');
  const chosen = (kind ?? 'image') as UploadKind;
  if (!UPLOAD_KINDS.includes(chosen)) {
    throw fieldsInvalid([
      { field: 'kind', reason: `Tipo de envio inválido: use ${UPLOAD_KINDS.join(', ')}.` },
    ]);
  }
  return { bytes, kind: chosen };
}

/**
 * POST /panel/uploads (DESIGN §8.1 Uploads). Multipart is registered in this plugin's scope
 * only, with its limits: one file of at most UPLOAD_MAX_BYTES, a few small fields.
 */
const panelUploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { uploads, images } = app.config;
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: uploads.maxBytes,
      fields: MAX_PARTS - 1,
      parts: MAX_PARTS,
      fieldNameSize: 64,
      fieldSize: 256,
      headerPairs: 32,
    },
  });
  // Re-encoding is CPU work on libuv's pool, bounded like the image proxy's renders.
  const limiter = createLimiter(images.concurrency, images.queueMax);
  const storedBy = (uriName: string) =>
    app.storage.usage(`${uriName}/`).catch((error: unknown) => {
      app.log.error({ err: error, uriName }, 'upload: object storage listing failed');
      throw uploadStorageFailed();
    });
  const busyAsUpload = (error: unknown) =>
    error instanceof AppError && error.code === 'IMAGE_BUSY' ? uploadBusy() : error;

  app.post(
    '/panel/uploads',
    {
      schema: uploadSchema,
      validatorCompiler: () => () => true,
      preHandler: [app.authenticate, requirePermission('portfolio:write')],
    },
    async (request, reply) => {
      const { tenant, user } = authOf(request);
      try {
        // Until the owner confirms the e-mail, the company stores a few files only.
        const quota = tenant.confirmedAt ? null : uploads.unconfirmed;
        const used = quota ? await storedBy(tenant.uriName) : null;
        if (quota && used && (used.files >= quota.maxFiles || used.bytes >= quota.maxBytes)) {
          throw uploadQuotaUnconfirmed(quota);
        }
        const form = await readForm(request, uploads.maxBytes);
        const file = await limiter
          .run(() =>
            processUpload(form.bytes, form.kind, { maxInputPixels: images.maxInputPixels }),
          )
          .catch((error: unknown) => {
            throw busyAsUpload(error);
          });
        // The image proxy reads at most IMAGE_MAX_SOURCE_BYTES: a bigger file could never show.
        if (file.contentType !== 'application/pdf' && file.body.length > images.maxSourceBytes) {
          throw uploadTooLarge(images.maxSourceBytes);
        }
        if (quota && used && used.bytes + file.body.length > quota.maxBytes) {
          throw uploadQuotaUnconfirmed(quota);
        }
        const year = String(new Date().getUTCFullYear());
        const name = `${randomBytes(16).toString('hex')}.${file.extension}`;
        const key = tenantKey(tenant.uriName, form.kind, year, name);
        await app.storage.put(key, file.body).catch((error: unknown) => {
          request.log.error({ err: error, key }, 'upload: object storage write failed');
          throw uploadStorageFailed();
        });
        request.log.info(
          { key, bytes: file.body.length, userId: user.id, kind: form.kind },
          'upload stored',
        );
        return reply.code(201).send({
          url: app.storage.url(key),
          width: file.width,
          height: file.height,
          bytes: file.body.length,
          contentType: file.contentType,
        });
      } catch (error) {
        // The errors plugin hides every 5xx as INTERNAL_ERROR; these ones are expected and coded.
        if (!(error instanceof AppError) || error.statusCode < 500) throw error;
        request.log.warn({ code: error.code }, error.message);
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode as 502 | 503 | 504).send({
          statusCode: error.statusCode,
          error: STATUS_CODES[error.statusCode] ?? 'Error',
          code: error.code,
          message: error.message,
        });
      }
    },
  );
};

export default panelUploadsRoutes;

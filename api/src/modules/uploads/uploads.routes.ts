import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../plugins/errors';
import { ErrorResponse } from '../common/common.schemas';
import { contentTypeOf, isSafeKey } from './object-key';

const uploadSchema = {
  tags: ['images'],
  summary: 'A stored upload (local object storage), read-only',
  params: Type.Object({ '*': Type.String() }),
  response: {
    200: {
      description: 'The file (image/webp, image/png, image/jpeg, ...)',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    304: { description: 'Not modified (If-None-Match)', type: 'null' },
    404: ErrorResponse,
  },
};

const notFound = () => new AppError(404, 'UPLOAD_NOT_FOUND', 'File not found');

/**
 * Read-only files of DATA_DIR/uploads. The key is taken from the raw URL (never the decoded
 * parameter) and must pass isSafeKey, so `..`, `%2e%2e`, `//etc` and backslashes are plain 404s;
 * directories are 404 too (no listing). Keys never change content, hence the year-long cache.
 */
const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const root = path.resolve(app.config.storage.rootDir);

  app.get('/uploads/*', { schema: uploadSchema }, async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '';
    const key = rawPath.slice('/uploads/'.length);
    if (!rawPath.startsWith('/uploads/') || !isSafeKey(key)) throw notFound();
    const file = path.join(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw notFound();
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound();

    const etag = `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
    reply.headers({
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'last-modified': stat.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const type = contentTypeOf(key);
    // An uploaded SVG opened directly must not run scripts on this origin.
    if (type === 'image/svg+xml')
      reply.header('content-security-policy', "default-src 'none'; sandbox");
    return reply.type(type).header('content-length', stat.size).send(fs.createReadStream(file));
  });
};

export default uploadsRoutes;

import { Type } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';

/**
 * Widths the shells ask for (product-spec §9: 320, 640, 768, 1024, 1280, 1536 at densities 1
 * and 2) plus 10 for the blurred placeholder. Any other w is a 400: a free width would let a
 * caller fill the cache and the CPU with one render per pixel. h is free within 1..4096.
 */
export const IMAGE_WIDTHS = [10, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072] as const;

export const imageQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'an object storage URL' }),
  w: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 4096, description: IMAGE_WIDTHS.join(', ') }),
  ),
  h: Type.Optional(Type.Integer({ minimum: 1, maximum: 4096 })),
  q: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  blur: Type.Optional(Type.Number({ minimum: 0.3, maximum: 20 })),
});

export const imageSchema = {
  tags: ['images'],
  summary: 'Resized WebP of an object storage image (fit inside w x h, never enlarged)',
  querystring: imageQuery,
  response: {
    200: {
      description: 'WebP image',
      content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
    },
    304: { description: 'Not modified (If-None-Match)', type: 'null' },
    400: ErrorResponse,
    404: ErrorResponse,
    413: ErrorResponse,
    422: ErrorResponse,
    502: ErrorResponse,
    503: ErrorResponse,
    504: ErrorResponse,
  },
};

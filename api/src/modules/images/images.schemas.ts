import { Type } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { DEFAULT_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS, PLACEHOLDER } from './images.presets';

/**
 * Ranges only, so a number arrives as a number; the presets (images.presets.ts) decide what is
 * rendered and name every field outside them in one 400.
 */
export const imageQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'an object storage URL' }),
  w: Type.Integer({
    minimum: 1,
    maximum: 4096,
    description: `${IMAGE_WIDTHS.join(', ')}, or ${PLACEHOLDER.width} (the blurred placeholder)`,
  }),
  h: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 4096,
      description: `only ${PLACEHOLDER.height} with w=${PLACEHOLDER.width}: the height follows the aspect ratio`,
    }),
  ),
  q: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      description: `${IMAGE_QUALITIES.join(', ')} (default ${DEFAULT_QUALITY}); ${PLACEHOLDER.quality} with w=${PLACEHOLDER.width}`,
    }),
  ),
  blur: Type.Optional(
    Type.Number({
      minimum: 0.3,
      maximum: 20,
      description: `only ${PLACEHOLDER.blur} with w=${PLACEHOLDER.width}`,
    }),
  ),
});

export const imageSchema = {
  tags: ['images'],
  summary: 'WebP of an object storage image at a preset width (never enlarged)',
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
    429: ErrorResponse,
    422: ErrorResponse,
    502: ErrorResponse,
    503: ErrorResponse,
    504: ErrorResponse,
  },
};

import { fieldsInvalid, type FieldError } from '../../plugins/errors';
import type { RenderOptions } from './image-processor';

/**
 * What /_image renders: fixed presets, so an image has at most 28 renders whoever asks
 * (issue 15). The widths are product-spec §9's (320, 640, 768, 1024, 1280, 1536) at densities
 * 1 and 2; the height always follows the image's aspect ratio; the qualities are the spec's
 * default (100) and the two the front-ends ask for (80 for banners and panel previews, 75 for
 * card thumbnails). The only other render is the blurred 10×10 placeholder, quality 50, blur 3.
 * shared-ui/src/images/image-url.ts builds the front-ends' URLs from the same lists.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072] as const;
export const IMAGE_QUALITIES = [75, 80, 100] as const;
export const DEFAULT_QUALITY = 100;
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

export interface ImageParams {
  w: number;
  h?: number;
  q?: number;
  blur?: number;
}

const widths = new Set<number>(IMAGE_WIDTHS);
const qualities = new Set<number>(IMAGE_QUALITIES);

/** The placeholder's parameters as a query spells them. */
const PLACEHOLDER_QUERY = {
  h: PLACEHOLDER.height,
  q: PLACEHOLDER.quality,
  blur: PLACEHOLDER.blur,
} as const;

const REASONS = {
  w: `Use uma das larguras ${IMAGE_WIDTHS.join(', ')} (ou ${PLACEHOLDER.width}, a miniatura borrada).`,
  h: 'A altura segue a proporção da imagem: envie só a largura (w).',
  q: `Use uma das qualidades ${IMAGE_QUALITIES.join(', ')}.`,
  blur: `O desfoque só vale para a miniatura (w=${PLACEHOLDER.width}).`,
};

/** The placeholder, however its defaults are spelled: h, q and blur are its own or absent. */
function placeholderOf(params: ImageParams): RenderOptions | FieldError[] {
  const problems = (['h', 'q', 'blur'] as const)
    .filter((field) => params[field] !== undefined && params[field] !== PLACEHOLDER_QUERY[field])
    .map((field) => ({
      field,
      reason: `A miniatura (w=${PLACEHOLDER.width}) só aceita ${field}=${PLACEHOLDER_QUERY[field]}.`,
    }));
  return problems.length > 0 ? problems : { ...PLACEHOLDER };
}

/**
 * The render a query asks for, normalised (one spelling, one cache entry), or 400
 * VALIDATION_ERROR naming every field outside the presets.
 */
export function presetOf(params: ImageParams): RenderOptions {
  const result = params.w === PLACEHOLDER.width ? placeholderOf(params) : widthPreset(params);
  if (Array.isArray(result)) throw fieldsInvalid(result);
  return result;
}

function widthPreset({ w, h, q, blur }: ImageParams): RenderOptions | FieldError[] {
  const problems: FieldError[] = [];
  if (!widths.has(w)) problems.push({ field: 'w', reason: REASONS.w });
  if (h !== undefined) problems.push({ field: 'h', reason: REASONS.h });
  if (q !== undefined && !qualities.has(q)) problems.push({ field: 'q', reason: REASONS.q });
  if (blur !== undefined) problems.push({ field: 'blur', reason: REASONS.blur });
  return problems.length > 0 ? problems : { width: w, quality: q ?? DEFAULT_QUALITY };
}

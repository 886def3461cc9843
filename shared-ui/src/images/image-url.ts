// The image rules of product-spec §9: widths, densities, quality and the blurred placeholder.
// Plain functions, no React: a separate entry (@catalogo/shared-ui/images), outside the shared-ui
// singleton, so the shell's first paint can draw the same images before any shared module runs.
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const DEFAULT_IMAGE_QUALITY = 100;
export const PLACEHOLDER_IMAGE = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/**
 * What `/_image` renders (api/src/modules/images/images.presets.ts; anything else is a 400): the
 * widths above at each density, the height from the image's own aspect ratio, these qualities,
 * and the placeholder. The builders below only ask for these.
 */
export const PROXY_WIDTHS: readonly number[] = [
  ...new Set(IMAGE_WIDTHS.flatMap((w) => IMAGE_DENSITIES.map((d) => w * d))),
].sort((a, b) => a - b);
export const IMAGE_QUALITIES = [75, 80, 100] as const;

/** The smallest proxy width at least `width` wide (the largest past them). */
function proxyWidth(width: number): number {
  return PROXY_WIDTHS.find((w) => w >= width) ?? PROXY_WIDTHS[PROXY_WIDTHS.length - 1]!;
}

/** The lowest proxy quality at least `quality` (100 past them). */
function proxyQuality(quality: number): number {
  return IMAGE_QUALITIES.find((q) => q >= quality) ?? DEFAULT_IMAGE_QUALITY;
}

export interface ImageContext {
  /** The API origin that serves `/_image`. */
  apiBase: string;
  /** The object storage base URL (tenant-info mediaUrl): only images under it are proxied. */
  mediaUrl?: string;
}

export interface ImageOptions {
  /** Rounded up to a proxy width; the height follows the image. */
  width: number;
  /** Rounded up to a proxy quality; the spec's default 100 when absent. */
  quality?: number;
}

/** Whether the proxy may resize this source: it must sit under the object storage URL. */
export function isProxiable(source: string, context: ImageContext): boolean {
  const base = context.mediaUrl?.replace(/\/+$/, '');
  return Boolean(base) && source.startsWith(`${base}/`);
}

function proxyUrl(source: string, context: ImageContext, params: Record<string, number>) {
  const query = new URLSearchParams({ url: source });
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `${context.apiBase}/_image?${query.toString()}`;
}

/** The proxied WebP URL, or the source itself when it lies outside the allowed domain. */
export function imageUrl(source: string, context: ImageContext, options: ImageOptions) {
  if (!isProxiable(source, context)) return source;
  return proxyUrl(source, context, {
    w: proxyWidth(options.width),
    q: proxyQuality(options.quality ?? DEFAULT_IMAGE_QUALITY),
  });
}

/**
 * Every spec width at every density, as `w` descriptors the browser chooses from with `sizes`;
 * empty for a source the proxy may not resize.
 */
export function imageSrcSet(
  source: string,
  context: ImageContext,
  options: { quality?: number; widths?: readonly number[] } = {},
): string {
  if (!isProxiable(source, context)) return '';
  const widths = new Set<number>();
  for (const width of options.widths ?? IMAGE_WIDTHS) {
    for (const density of IMAGE_DENSITIES) widths.add(proxyWidth(width * density));
  }
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${imageUrl(source, context, { width, quality: options.quality })} ${width}w`)
    .join(', ');
}

/** The tiny blurred image shown while the real one loads; null outside the allowed domain. */
export function placeholderUrl(source: string, context: ImageContext): string | null {
  if (!isProxiable(source, context)) return null;
  return proxyUrl(source, context, {
    w: PLACEHOLDER_IMAGE.width,
    h: PLACEHOLDER_IMAGE.height,
    q: PLACEHOLDER_IMAGE.quality,
    blur: PLACEHOLDER_IMAGE.blur,
  });
}

/** How an <img> shows a picture: the width asked for `src`, its quality, `sizes`, srcset widths. */
export interface ImageSpec {
  width: number;
  quality?: number;
  sizes: string;
  widths?: readonly number[];
}

/**
 * The src, srcSet (absent outside the allowed domain) and sizes of an <img>. Every <img> and
 * preload of one picture takes them from here: the browser reuses a preload only when all three
 * are the same.
 */
export function imageAttributes(source: string, context: ImageContext, spec: ImageSpec) {
  const { width, quality, sizes, widths } = spec;
  return {
    src: imageUrl(source, context, { width, quality }),
    srcSet: imageSrcSet(source, context, { quality, widths }) || undefined,
    sizes,
  };
}

/** The promotions banner: the width asked for `src`, its quality, and `sizes`. */
export const BANNER_IMAGE = {
  width: 1280,
  quality: 80,
  sizes: '(min-width: 1200px) 1152px, 100vw',
} as const;

/** A product page's main image: the width asked for `src`, and `sizes`. */
export const MAIN_IMAGE = {
  width: 768,
  sizes: '(min-width: 1200px) 520px, (min-width: 900px) 42vw, 100vw',
} as const;

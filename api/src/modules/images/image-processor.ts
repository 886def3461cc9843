import sharp from 'sharp';
import { imageInvalid, imageTimeout, imageTooManyPixels } from '../uploads/media.errors';

export interface RenderOptions {
  width?: number;
  height?: number;
  quality: number;
  blur?: number;
}

export interface ProcessorLimits {
  maxInputPixels: number;
  timeoutMs: number;
}

// The proxy keeps its own disk cache; libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Resizes inside the box (never enlarges, keeps the aspect), applies EXIF orientation, blurs
 * when asked and encodes WebP. Every failure maps to a stable error: too many pixels 422,
 * anything libvips cannot read 422 IMAGE_INVALID, sharp's own timeout 504.
 */
export async function renderWebp(
  input: Buffer,
  options: RenderOptions,
  limits: ProcessorLimits,
): Promise<Buffer> {
  const pipeline = sharp(input, { limitInputPixels: limits.maxInputPixels, failOn: 'error' })
    .timeout({ seconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)) })
    .rotate()
    .resize({
      width: options.width,
      height: options.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
  if (options.blur) pipeline.blur(options.blur);
  pipeline.webp({ quality: options.quality });

  try {
    return await pipeline.toBuffer();
  } catch (error) {
    throw mapSharpError(error, limits.maxInputPixels);
  }
}

/**
 * Rejects with 504 IMAGE_TIMEOUT at the deadline. The work itself goes on until sharp's own
 * timeout stops it (so its concurrency slot stays taken until then) and may still fill the cache.
 */
export async function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(imageTimeout()), timeoutMs);
  });
  work.catch(() => undefined); // a late failure after the deadline is nobody's to handle
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function mapSharpError(error: unknown, maxInputPixels: number): unknown {
  if (!(error instanceof Error)) return imageInvalid();
  if (/pixel limit/i.test(error.message)) return imageTooManyPixels(maxInputPixels);
  if (/timeout/i.test(error.message)) return imageTimeout();
  return imageInvalid();
}

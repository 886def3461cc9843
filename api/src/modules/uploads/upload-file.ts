import sharp from 'sharp';
import { AppError, fieldsInvalid } from '../../plugins/errors';
import { uploadInvalid, uploadTimeout, uploadTooManyPixels } from './media.errors';

export const UPLOAD_KINDS = ['logo', 'banner', 'image', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What the first bytes say a file is; the name and the Content-Type the client sent never count. */
export type SniffedType = 'png' | 'jpeg' | 'webp' | 'avif' | 'pdf' | 'svg' | 'unknown';

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  if (bytes.length < at + expected.length) return false;
  for (let i = 0; i < expected.length; i += 1) {
    if (bytes[at + i] !== expected[i]) return false;
  }
  return true;
};

/** ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (not HEIC, not MP4). */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, 'ftyp', 4)) return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > 256 || boxSize > bytes.length) return false;
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor_version, not a brand
    const brand = bytes.toString('latin1', at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** Only to give SVG its own message: markup after an optional BOM and white space. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .toString('utf8', 0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

export function sniffType(bytes: Buffer): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}

const IMAGE_TYPES = 'PNG, JPEG, WebP ou AVIF';

/** 400 VALIDATION_ERROR on `file` for anything but the types a kind takes. */
function refuse(type: SniffedType, kind: UploadKind): never {
  const accepted = kind === 'document' ? `PDF, ${IMAGE_TYPES}` : IMAGE_TYPES;
  const reason =
    type === 'svg'
      ? `Arquivos SVG não são aceitos. Envie ${accepted}.`
      : type === 'pdf'
        ? `PDF só é aceito como documento. Envie uma imagem ${IMAGE_TYPES}.`
        : `Tipo de arquivo não aceito. Envie ${accepted}.`;
  throw fieldsInvalid([{ field: 'file', reason }]);
}

export interface ProcessedUpload {
  body: Buffer;
  /** File extension of the stored object (its key ends with it). */
  extension: 'webp' | 'pdf';
  contentType: 'image/webp' | 'application/pdf';
  width: number | null;
  height: number | null;
}

export interface UploadLimits {
  maxInputPixels: number;
}

/**
 * PNG sources up to this many pixels (logos, banners with text) are stored as lossless WebP,
 * which keeps their edges and is usually smaller than the PNG; larger ones and photographs
 * (JPEG, WebP, AVIF) as WebP at quality 90 (lossless encoding of 40 MP takes ~25 s of CPU).
 */
const LOSSLESS_MAX_PIXELS = 4_000_000;
/** libvips stops a re-encode after this long (the largest allowed image takes a few seconds). */
const ENCODE_TIMEOUT_SECONDS = 60;

/** sharp's own format name for each accepted image type (AVIF is HEIF with AV1 inside). */
const SHARP_FORMAT: Partial<Record<SniffedType, string>> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'heif',
};

/**
 * Checks an uploaded file by its bytes and turns it into what is stored. Images are decoded and
 * re-encoded by sharp: EXIF orientation applied, then every piece of metadata (EXIF, GPS, XMP,
 * ICC after conversion to sRGB, comments) dropped, animation reduced to its first frame. PDFs are
 * stored as they came (size cap only) and must start with `%PDF-`.
 */
export async function processUpload(
  bytes: Buffer,
  kind: UploadKind,
  limits: UploadLimits,
): Promise<ProcessedUpload> {
  const type = sniffType(bytes);
  if (type === 'pdf' && kind === 'document') {
    return {
      body: bytes,
      extension: 'pdf',
      contentType: 'application/pdf',
      width: null,
      height: null,
    };
  }
  const format = SHARP_FORMAT[type];
  if (!format) refuse(type, kind);

  const input = sharp(bytes, { limitInputPixels: limits.maxInputPixels, failOn: 'error' });
  try {
    const meta = await input.metadata();
    // libvips sniffs on its own; it must agree with the signature (and AVIF must be AV1).
    if (meta.format !== format || (type === 'avif' && meta.compression !== 'av1')) {
      throw uploadInvalid();
    }
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > limits.maxInputPixels) throw uploadTooManyPixels(limits.maxInputPixels);
    const lossless = type === 'png' && pixels <= LOSSLESS_MAX_PIXELS;
    const { data, info } = await input
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .rotate()
      .webp(lossless ? { lossless: true } : { quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return {
      body: data,
      extension: 'webp',
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw uploadTooManyPixels(limits.maxInputPixels);
    if (/timeout/i.test(message)) throw uploadTimeout();
    throw uploadInvalid();
  }
}

import { tenantKey } from '../uploads/object-key';
import type { ObjectStorage } from '../uploads/storage';
import { escapeXml, svgToPng } from '../uploads/svg-image';
import { familyOf, partDrawing, type PartFamily } from './part-drawings';

/**
 * The pictures of generated products: a bounded set of files (one per part description and
 * brand, plus one close-up per part family), so 2,000 or 100,000 products share the same few
 * hundred images. Everything on a picture comes from its key's inputs, so an existing file is
 * the right one and is kept.
 */
export interface PictureSpec {
  key: string;
  family: PartFamily;
  /** The caption under the part; null for a close-up (no text, no brand). */
  label: string | null;
  brand: string | null;
}

export const PICTURE_SIZE = 800;
const PALETTE = ['#3862ae', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457'];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A stable colour per brand name (the same brand looks the same in every tenant). */
export function brandColour(brand: string): string {
  let h = 0;
  for (const c of brand) h = (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[h % PALETTE.length] as string;
}

/**
 * Picture `rank` of a product: the part with its name and brand, then the family's close-up,
 * then the brand's box.
 */
export function pictureOf(uriName: string, part: string, brand: string, rank: number): PictureSpec {
  const key = (file: string) => tenantKey(uriName, 'products', 'generated', `${file}.png`);
  const family = familyOf(part);
  if (rank === 0) return { key: key(`${slug(part)}--${slug(brand)}`), family, label: part, brand };
  if (rank === 1) return { key: key(`detalhe-${family}`), family, label: null, brand: null };
  return {
    key: key(`embalagem--${slug(brand)}`),
    family: 'box',
    label: 'EMBALAGEM ORIGINAL',
    brand,
  };
}

/** The gradients the part drawings use (`url(#metal)`, `url(#accent)`…) in one colour. */
export function defs(accent: string): string {
  return `<defs>
  <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f5f7"/><stop offset=".55" stop-color="#bcc3cb"/><stop offset="1" stop-color="#e3e6ea"/></linearGradient>
  <radialGradient id="metalR" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#a4acb6"/></radialGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#505760"/><stop offset="1" stop-color="#23272d"/></linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity=".82"/><stop offset="1" stop-color="${accent}"/></linearGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

/** The picture as SVG (800×800): the part on a light background, its name and the brand's badge. */
export function pictureSvg(spec: PictureSpec): string {
  const s = PICTURE_SIZE;
  const accent = spec.brand ? brandColour(spec.brand) : '#607d8b';
  const drawing = partDrawing(spec.family);
  if (!spec.label || !spec.brand) {
    // Close-up: the drawing larger and turned, no text (a second photo of the same part).
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">${defs(accent)}
  <rect width="${s}" height="${s}" fill="#f5f7f9"/>
  <ellipse cx="400" cy="690" rx="300" ry="50" fill="url(#shadow)"/>
  <g transform="translate(400 390) rotate(-12) scale(1.55) translate(-200 -200)">${drawing}</g>
</svg>`;
  }
  const name = escapeXml(spec.label);
  const nameSize = Math.min(46, Math.floor(1250 / Math.max(spec.label.length, 1)));
  const brand = escapeXml(spec.brand);
  const badge = Math.round(spec.brand.length * 19 + 56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">${defs(accent)}
  <rect width="${s}" height="${s}" fill="#f5f7f9"/>
  <rect x="40" y="40" width="${badge}" height="56" rx="28" fill="${accent}"/>
  <text x="${40 + badge / 2}" y="78" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="28" fill="#fff" text-anchor="middle">${brand}</text>
  <ellipse cx="400" cy="600" rx="250" ry="38" fill="url(#shadow)"/>
  <g transform="translate(190 150) scale(1.05)">${drawing}</g>
  <text x="400" y="700" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${nameSize}" fill="#263238" text-anchor="middle">${name}</text>
  <rect x="340" y="730" width="120" height="8" rx="4" fill="${accent}"/>
</svg>`;
}

export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  return svgToPng(pictureSvg(spec));
}

/**
 * Collects the pictures products point at and writes the missing ones, `concurrency` at a time,
 * while the caller goes on (sharp renders off the main thread, so this overlaps the inserts).
 * With concurrency 0 it only collects (the URLs without the files).
 */
export function createPictureWriter(storage: ObjectStorage, concurrency = 2) {
  const seen = new Set<string>();
  const queue: PictureSpec[] = [];
  let written = 0;
  let active = 0;
  let failure: unknown = null;
  let idle: (() => void) | null = null;
  const pump = () => {
    while (active < concurrency && queue.length > 0) {
      const spec = queue.shift() as PictureSpec;
      active++;
      void (async () => {
        if ((await storage.version(spec.key)) === null) {
          await storage.put(spec.key, await renderPicture(spec));
          written++;
        }
      })()
        .catch((error: unknown) => (failure ??= error))
        .finally(() => {
          active--;
          pump();
          if (active === 0 && queue.length === 0) idle?.();
        });
    }
  };
  return {
    add(spec: PictureSpec): string {
      if (!seen.has(spec.key)) {
        seen.add(spec.key);
        if (concurrency > 0) {
          queue.push(spec);
          pump();
        }
      }
      return storage.url(spec.key);
    },
    /** Waits for every picture; resolves with how many were written and how many referenced. */
    async done(): Promise<{ written: number; pictures: number }> {
      if (active > 0 || queue.length > 0) await new Promise<void>((r) => (idle = r));
      if (failure) throw failure;
      return { written, pictures: seen.size };
    },
  };
}

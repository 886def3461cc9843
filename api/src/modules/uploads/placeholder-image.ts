import sharp from 'sharp';
import { loadConfig } from '../../config';
import { tenantKey } from './object-key';
import { createStorage, type ObjectStorage } from './storage';
import { escapeXml } from './svg-image';

export interface PlaceholderImage {
  key: string;
  url: string;
}

export interface PlaceholderOptions {
  /** Defaults to the storage of the current environment (loadConfig(process.env)). */
  storage?: ObjectStorage;
  /** Text on the picture; defaults to the product code `P-0001` for n = 1. */
  label?: string;
  /** Edge in pixels (square); 800 by default. */
  size?: number;
}

let defaultStorage: ObjectStorage | undefined;

function svgFor(n: number, label: string, size: number): string {
  // The golden angle spreads neighbouring products over distinct hues.
  const hue = Math.round((n * 137.508) % 360);
  const inset = Math.round(size * 0.12);
  const box = size - inset * 2;
  const font = Math.round(size / Math.max(6, label.length + 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="hsl(${hue},35%,94%)"/>
  <rect x="${inset}" y="${inset}" width="${box}" height="${box}" rx="${Math.round(box / 6)}" fill="hsl(${hue},55%,52%)"/>
  <circle cx="${size / 2}" cy="${Math.round(size * 0.4)}" r="${Math.round(box / 6)}" fill="hsl(${hue},60%,80%)"/>
  <text x="50%" y="${Math.round(size * 0.72)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${font}" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/**
 * A simple product picture (coloured rounded square with the product code) rendered to WebP
 * and stored at `<tenant>/products/placeholder-<n>.webp` (the catalogue generator's images).
 * The same n always gives the same picture, so an existing file is kept and reused.
 */
export async function writePlaceholderProductImage(
  tenant: string | { uriName: string },
  n: number,
  options: PlaceholderOptions = {},
): Promise<PlaceholderImage> {
  const storage = options.storage ?? (defaultStorage ??= createStorage(loadConfig().storage));
  const uriName = typeof tenant === 'string' ? tenant : tenant.uriName;
  const key = tenantKey(uriName, 'products', `placeholder-${n}.webp`);
  if (!options.label && !options.size && (await storage.version(key))) {
    return { key, url: storage.url(key) };
  }
  const label = options.label ?? `P-${String(n).padStart(4, '0')}`;
  const body = await sharp(Buffer.from(svgFor(n, label, options.size ?? 800)))
    .webp({ quality: 82 })
    .toBuffer();
  await storage.put(key, body);
  return { key, url: storage.url(key) };
}

import { tenantKey } from '../uploads/object-key';
import type { ObjectStorage } from '../uploads/storage';
import { escapeXml, svgToPng } from '../uploads/svg-image';
import { partDrawing, type PartFamily } from './part-drawings';
import { defs } from './product-pictures';

/**
 * The banners of generated promotions (1200×400): the campaign's title, a line under it, its
 * discount and one part drawing. Everything on a banner comes from its spec and the key names
 * the campaign, so an existing file is the right one and is kept (as product-pictures.ts).
 */
export interface BannerSpec {
  key: string;
  title: string;
  subtitle: string;
  discount: number;
  family: PartFamily;
  colour: string;
}

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

export const bannerKey = (uriName: string, name: string) =>
  tenantKey(uriName, 'promotions', 'generated', `${name}.png`);

/** Splits a title at its colon (or in two halves by words) so each line fits the banner. */
function titleLines(title: string): string[] {
  const colon = title.indexOf(':');
  if (colon > 0) return [title.slice(0, colon + 1), title.slice(colon + 1).trim()];
  if (title.length <= 34) return [title];
  const words = title.split(' ');
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

function bannerSvg(spec: BannerSpec): string {
  const [first = '', second] = titleLines(spec.title);
  const longest = Math.max(first.length, second?.length ?? 0, 1);
  const size = Math.min(54, Math.floor(1300 / longest));
  const line = (text: string, y: number, weight: string) =>
    `<text x="70" y="${y}" font-family="DejaVu Sans, sans-serif" font-weight="${weight}" font-size="${size}" fill="#fff">${escapeXml(text)}</text>`;
  const off = spec.discount > 0 ? `ATÉ ${spec.discount}% OFF` : 'OFERTA';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">${defs(spec.colour)}
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.colour}"/><stop offset="1" stop-color="#1c2530"/></linearGradient>
  <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
  <circle cx="1010" cy="200" r="230" fill="#fff" fill-opacity=".1"/>
  <rect x="70" y="60" width="${off.length * 18 + 56}" height="52" rx="26" fill="#ffd54f"/>
  <text x="94" y="96" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="28" fill="#1c2530">${escapeXml(off)}</text>
  ${line(first, 190, 'bold')}
  ${second ? line(second, 190 + size + 12, 'normal') : ''}
  <text x="70" y="350" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff" fill-opacity=".85">${escapeXml(spec.subtitle)}</text>
  <g transform="translate(850 40) scale(.8)">${partDrawing(spec.family)}</g>
</svg>`;
}

async function renderBanner(spec: BannerSpec): Promise<Buffer> {
  // Same encoder settings as the product pictures: fast PNG, the image proxy serves WebP.
  return svgToPng(bannerSvg(spec));
}

/** Writes the banners that are missing; resolves with how many were written. */
export async function writeBanners(storage: ObjectStorage, specs: BannerSpec[]): Promise<number> {
  const written = await Promise.all(
    specs.map(async (spec) => {
      if ((await storage.version(spec.key)) !== null) return 0;
      await storage.put(spec.key, await renderBanner(spec));
      return 1;
    }),
  );
  return written.reduce<number>((a, b) => a + b, 0);
}

import sharp from 'sharp';

/** Escapes text for an SVG document (element content or attribute value). */
export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Renders an SVG document to an opaque PNG. PNG without adaptive filtering encodes in a quarter
 * of WebP's time (3 ms against 12 ms of CPU for 800×800), which is most of the seed's start-up
 * cost; the image proxy serves WebP anyway.
 */
export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .removeAlpha()
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
}

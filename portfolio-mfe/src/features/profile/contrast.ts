// WCAG 2 contrast, as the API checks the profile's colours (api/.../profile.rules.ts).

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA for normal text: what the API requires of the two colours. */
export const MIN_CONTRAST = 4.5;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #rrggbb colours (1 to 21); null unless both are such colours. */
export function contrastRatio(a: string, b: string): number | null {
  if (!HEX_COLOR.test(a) || !HEX_COLOR.test(b)) return null;
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** `4,5:1`, one decimal as the API writes it (rounded down, so 4,49 never reads as 4,5). */
export const formatRatio = (ratio: number) =>
  `${(Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',')}:1`;

const hex = (values: number[]) =>
  `#${values.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The background moved step by step towards black (light text) or white (dark text), keeping
 * its hue, until the text on it reaches AA; null when the colours are not #rrggbb.
 */
export function readableBackground(background: string, text: string): string | null {
  if (contrastRatio(background, text) === null) return null;
  const target = luminance(text) > 0.5 ? 0 : 255;
  const start = channels(background);
  for (let step = 0; step <= 50; step++) {
    const mix = step / 50;
    const color = hex(start.map((c) => c + (target - c) * mix));
    if ((contrastRatio(color, text) ?? 0) >= MIN_CONTRAST) return color;
  }
  return target === 0 ? '#000000' : '#ffffff';
}

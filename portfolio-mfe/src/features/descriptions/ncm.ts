// NCM: 8 digits, written 8708.30.90 (DESIGN §8.4).

/** The digits of a typed or pasted NCM, at most 8 ('8708.30.90' → '87083090'). */
export const ncmDigits = (text: string) => text.replace(/\D/g, '').slice(0, 8);

/** `8708.30.90`; fewer digits are grouped as far as they go (`8708.3`), as the mask shows them. */
export function formatNcm(value: unknown): string {
  if (typeof value !== 'string') return '';
  const digits = ncmDigits(value);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('.');
}

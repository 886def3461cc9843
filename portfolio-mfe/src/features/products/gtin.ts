// GTIN (EAN-8, UPC-12, EAN-13, DUN-14) check digits, DESIGN §8.4: modulo 10 with weights 3 and 1
// from the right, as the API checks them.

export const NO_GTIN = 'SEM GTIN';

/** Whether `digits` (8, 12, 13 or 14 of them) ends with its GTIN check digit. */
export function gtinValid(digits: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** DUN-14: an indicator digit, 12 digits of the item and the check digit. */
export const dun14Valid = (digits: string) => /^\d{14}$/.test(digits) && gtinValid(digits);

/** What the user typed, as kept: digits only, or SEM GTIN however it was written. */
export function normalizeGtin(text: string): string {
  const trimmed = text.trim();
  if (/^sem\s*gtin$/i.test(trimmed)) return NO_GTIN;
  return /^[\d\s.-]*$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed.toUpperCase();
}

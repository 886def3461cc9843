import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a reference read out on the phone or typed from an
// e-mail is not misread.
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What a visitor is shown for an order: 8 random digits of base 32 (40 bits), XXXX-XXXX. */
export const ORDER_REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A new order's public reference. Random rather than derived from the number: the sequential
 * number would tell a visitor who orders twice how many orders the tenant had in between.
 */
export function drawOrderReference(): string {
  const digits = Array.from({ length: 8 }, () => DIGITS[randomInt(DIGITS.length)]).join('');
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** CNPJ (Brazilian company registry number): the input mask and the check-digit test. */

export const CNPJ_LENGTH = 14;

export const cnpjDigits = (value: string) => value.replace(/\D/g, '').slice(0, CNPJ_LENGTH);

/** Formats what was typed so far as `00.000.000/0000-00`. */
export function maskCnpj(value: string): string {
  const d = cnpjDigits(value);
  let out = d.slice(0, 2);
  if (d.length > 2) out += `.${d.slice(2, 5)}`;
  if (d.length > 5) out += `.${d.slice(5, 8)}`;
  if (d.length > 8) out += `/${d.slice(8, 12)}`;
  if (d.length > 12) out += `-${d.slice(12, 14)}`;
  return out;
}

function checkDigit(digits: string): number {
  // Weights run 2..9 from the right, then start again at 2.
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const weight = ((digits.length - 1 - i) % 8) + 2;
    sum += Number(digits[i]) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CNPJ with 14 digits (masked or not) whose two check digits are right. */
export function isValidCnpj(value: string): boolean {
  if (/[^\d./\-\s]/.test(value)) return false;
  const d = value.replace(/\D/g, '');
  if (d.length !== CNPJ_LENGTH || /^(\d)\1+$/.test(d)) return false;
  const first = checkDigit(d.slice(0, 12));
  const second = checkDigit(d.slice(0, 12) + first);
  return d.endsWith(`${first}${second}`);
}

const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, ...WEIGHTS_1];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Keeps only the digits, so '12.345.678/0001-95' and '12345678000195' compare equal. */
export function normalizeCnpj(value: string): string {
  return value.replace(/\D/g, '');
}

/** Validates a (numeric) CNPJ: 14 digits, not all equal, both modulo-11 check digits right. */
export function isValidCnpj(value: string): boolean {
  if (!/^[\d./\s-]+$/.test(value)) return false;
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digits = [...cnpj].map(Number);
  const first = checkDigit(digits, WEIGHTS_1);
  const second = checkDigit(digits, WEIGHTS_2);
  return digits[12] === first && digits[13] === second;
}

export function formatCnpj(value: string): string {
  return normalizeCnpj(value).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

export { isValidCnpj, maskCnpj } from '@catalogo/shared-ui/forms';

/** Formats a Brazilian phone as typed: `(11) 3456-7890`, `(11) 98765-4321`; longer stays digits. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 13);
  if (d.length > 11) return d;
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const local = d.slice(2);
  const split = local.length > 8 ? 5 : 4;
  const head = local.slice(0, split);
  const tail = local.slice(split);
  return `(${d.slice(0, 2)}) ${head}${tail ? `-${tail}` : ''}`;
}

export const phoneDigits = (value: string) => value.replace(/\D/g, '');

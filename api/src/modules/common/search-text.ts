import { sql, type SQL } from 'drizzle-orm';

/** Lowercase alphanumerics only: 'KL-1234', 'kl1234' and 'KL 1234' all become 'kl1234'. */
export function normalizeCode(code: string): string {
  return stripAccents(code)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Lowercase words without accents or punctuation: 'Filtro de ÓLEO!' → 'filtro de oleo'. */
export function normalizeText(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** GS1 check digit for the digits of a GTIN without its last digit (EAN-13: 12 digits). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Weights 3, 1, 3, … counted from the rightmost digit of the body.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(code: string): boolean {
  if (!/^[0-9]{8,14}$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * products.search_text in SQL from a description alias's name and synonyms and a complement:
 * the SQL twin of normalizeText for the accents pt-BR uses (the public search's trigram index
 * and the panel's q read it).
 */
export function searchTextSql(description: string, complement: SQL): SQL {
  const d = sql.raw(description);
  return sql`trim(regexp_replace(translate(lower(concat_ws(' ', ${d}.name,
    array_to_string(${d}.synonyms, ' '), ${complement})),
    'áàâãäåéèêëíìîïóòôõöúùûüçñ', 'aaaaaaeeeeiiiiooooouuuucn'), '[^a-z0-9]+', ' ', 'g'))`;
}

import { normalizeText } from '../common/search-text';

/**
 * The public search's words, folded as the database folds a product's (migration 0016,
 * catalog_search_words): lower case, no accents, no punctuation, no stop words, singular.
 * A change here must be made there too (search-words.db.test.ts compares both).
 */
export const STOP_WORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'para',
  'pra',
  'com',
  'por',
  'um',
  'uma',
  'p',
  'c',
]);

/** The plural endings, in the database's order: -ões/-ães → -ão, -ais/-eis… → -l, -ns → -m, … */
const SINGULAR: readonly [RegExp, string][] = [
  [/([a-z]{2})oes$/, '$1ao'],
  [/([a-z]{2})aes$/, '$1ao'],
  [/([a-z]{2}[aeou])is$/, '$1l'],
  [/([a-z]{2})ns$/, '$1m'],
  [/([a-z]{2}[rz])es$/, '$1'],
  [/([a-z]{2}[a-rt-z])s$/, '$1'],
];

/** A folded word (normalizeText) made singular: 'pastilhas' → 'pastilha', 'aneis' → 'anel'. */
export function singular(word: string): string {
  let w = word;
  for (const [ending, replacement] of SINGULAR) w = w.replace(ending, replacement);
  return w;
}

/** The words of a text as the search index keeps them (stop words out, singular). */
export function searchWords(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((w) => w !== '' && !STOP_WORDS.has(w))
    .map(singular);
}

/**
 * How many typos a typed word forgives (as Meilisearch and Typesense do): none under four
 * letters, one from four, two from nine.
 */
export function typoBudget(typed: string): number {
  if (typed.length >= 9) return 2;
  return typed.length >= 4 ? 1 : 0;
}

/**
 * Edit distance with a transposition of neighbours counting as one edit (optimal string
 * alignment), or max + 1 as soon as it is known to exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** A word as the API compares it: lower case, without accents. */
export const normalizeWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The query without `words` (each taken out once, accents and case aside): what is left when
 * the visitor removes the vehicle chip. `pastilha gol 2015` minus `gol 2015` is `pastilha`.
 */
export function withoutWords(q: string, words: readonly string[]): string {
  const left = words.flatMap((word) => word.split(/\s+/)).map(normalizeWord);
  return q
    .split(/\s+/)
    .filter((word) => {
      if (!word) return false;
      const at = left.indexOf(normalizeWord(word));
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    })
    .join(' ');
}

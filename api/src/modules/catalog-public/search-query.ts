import { normalizeCode, normalizeText } from '../common/search-text';
import { hasPrefix, type SearchDictionary } from './search-dictionary';
import { editDistance, singular, STOP_WORDS, typoBudget } from './search-words';

/** A word of q: its folded form, and the words of the index it may stand for by a typo. */
export interface QueryWord {
  typed: string;
  /** Singular: matched by prefix against the index. */
  stem: string;
  /** Words of the index within the typo budget, when the stem starts none. */
  typos: string[];
}

/** Words of q read as a vehicle: they narrow the results by application, not by text. */
export interface QueryVehicle {
  words: string[];
  label: string;
  factory: { id: string; name: string } | null;
  model: string | null;
  year: number | null;
}

export interface ParsedQuery {
  /** q as a code: 'KL-1234' → 'kl1234' ('' when q is empty). */
  code: string;
  words: QueryWord[];
  vehicle: QueryVehicle | null;
  /** The tenant's descriptions that q's words rank (see descriptionRank). */
  descriptionRanks: { id: string; rank: number }[];
}

const MAX_TYPO_CANDIDATES = 24;
const YEAR = /^(19[5-9][0-9]|20[0-9]{2})$/;

/** The index's words a typed word may stand for: within its typo budget, closest and commonest first. */
export function typoCandidates(
  dict: SearchDictionary,
  typed: string,
  stem: string,
  budget = typoBudget(typed),
): string[] {
  if (budget === 0) return [];
  const found: { term: string; d: number }[] = [];
  for (const term of dict.terms) {
    if (Math.abs(term.length - stem.length) > budget) continue;
    const d = editDistance(stem, term, budget);
    if (d <= budget) found.push({ term, d });
  }
  return found
    .sort((a, b) => a.d - b.d || (dict.counts.get(b.term) ?? 0) - (dict.counts.get(a.term) ?? 0))
    .slice(0, MAX_TYPO_CANDIDATES)
    .map((f) => f.term);
}

/** Title case for a label ('VOLKSWAGEN' → 'Volkswagen'), keeping short codes ('HB20', 'S10'). */
const title = (s: string) =>
  s
    .toLowerCase()
    .split(' ')
    .map((w) => (/\d/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/**
 * Finds a vehicle in the words (longest model or maker name first, then a year beside one):
 * 'pastilha gol 2015' → GOL, 2015, and the words left ('pastilha').
 */
function findVehicle(
  dict: SearchDictionary,
  words: string[],
): { vehicle: QueryVehicle; rest: string[] } | null {
  const used = new Set<number>();
  let model: { model: string; factories: { id: string; name: string }[] } | null = null;
  let factory: { id: string; name: string } | null = null;
  for (let n = Math.min(3, words.length); n >= 1 && !model; n--) {
    for (let i = 0; i + n <= words.length && !model; i++) {
      const found = dict.models.get(words.slice(i, i + n).join(' '));
      if (found) {
        model = found;
        for (let k = i; k < i + n; k++) used.add(k);
      }
    }
  }
  for (let i = 0; i < words.length && !factory; i++) {
    if (used.has(i)) continue;
    const f = dict.factories.find((x) => x.norm === words[i]);
    // A maker that does not make the model found is not read as one.
    if (f && (!model || model.factories.some((m) => m.id === f.id))) {
      factory = { id: f.id, name: f.name };
      used.add(i);
    }
  }
  if (!model && !factory) return null;
  if (model && !factory && model.factories.length === 1) factory = model.factories[0]!;
  let year: number | null = null;
  const yearAt = words.findIndex((w, i) => !used.has(i) && YEAR.test(w));
  if (yearAt >= 0) {
    year = Number(words[yearAt]);
    used.add(yearAt);
  }
  const label = [
    factory && !model ? title(factory.name) : null,
    model ? title(model.model) : null,
    year ? String(year) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    vehicle: {
      words: [...used].sort((a, b) => a - b).map((i) => words[i]!),
      label,
      factory,
      model: model?.model ?? null,
      year,
    },
    rest: words.filter((_, i) => !used.has(i)),
  };
}

/**
 * Reads q against the tenant's dictionary: the code, the words (stop words out, singular, typo
 * candidates where a word starts no word of the index) and, unless the visitor chose a vehicle
 * with the picker (`detectVehicle` false), a vehicle named in the words.
 */
export function parseQuery(dict: SearchDictionary, q: string, detectVehicle: boolean): ParsedQuery {
  const all = normalizeText(q).split(' ').filter(Boolean);
  let content = all.filter((w) => !STOP_WORDS.has(w));
  let vehicle: QueryVehicle | null = null;
  // Only words read as a vehicle: an OE code such as '5U0 208 151' is not a Peugeot 208.
  if (detectVehicle && content.some((w) => /^[a-z]{3,}$/.test(w))) {
    const found = findVehicle(dict, content);
    if (found) {
      vehicle = found.vehicle;
      content = found.rest;
    }
  }
  const words = content.map((typed) => {
    const stem = singular(typed);
    return {
      typed,
      stem,
      typos: hasPrefix(dict, stem) ? [] : typoCandidates(dict, typed, stem),
    };
  });
  const descriptionRanks: ParsedQuery['descriptionRanks'] = [];
  if (words.length > 0) {
    for (const d of dict.descriptions) {
      const rank = Math.min(...d.forms.map((form) => descriptionRank(words, form)));
      if (rank < NO_RANK) descriptionRanks.push({ id: d.id, rank });
    }
  }
  return { code: normalizeCode(q), words, vehicle, descriptionRanks };
}

const NO_RANK = 7;

/**
 * How a description's name (or a synonym), folded, answers the words: 3 it is the words, 4 it
 * has them side by side in order, 5 it has every one (by prefix), 6 every one with typos;
 * 7 not all (the product then matched by its complement or brand).
 */
export function descriptionRank(words: QueryWord[], form: string[]): number {
  const stems = words.map((w) => w.stem);
  if (form.length === stems.length && form.every((f, i) => f === stems[i])) return 3;
  for (let i = 0; i + stems.length <= form.length; i++) {
    if (stems.every((s, k) => form[i + k]!.startsWith(s))) return 4;
  }
  if (stems.every((s) => form.some((f) => f.startsWith(s)))) return 5;
  if (words.every((w) => form.some((f) => f.startsWith(w.stem) || w.typos.includes(f)))) return 6;
  return NO_RANK;
}

/** tsquery text: every word, each by prefix or one of its typo candidates. */
export function allWordsQuery(words: QueryWord[]): string {
  return words
    .map((w) => {
      const alternatives = [`${w.stem}:*`, ...w.typos];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

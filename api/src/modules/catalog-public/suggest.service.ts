import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normalizeCode, normalizeText } from '../common/search-text';
import type { SuggestResult } from './products.schemas';
import { queryRows } from './query-rows';
import type { SearchDictionary } from './search-dictionary';
import { editDistance, singular, STOP_WORDS, typoBudget } from './search-words';

type Suggestion = SuggestResult['items'][number];

const MAX = 8;

/**
 * Whether a typed word meets a word of a name: by prefix (the last word is still being typed)
 * or, when `typos`, within its typo budget of the whole word or, for the last word of five
 * letters or more, of as many letters.
 */
function meets(typed: string, stem: string, word: string, last: boolean, typos: boolean): boolean {
  if (word.startsWith(stem) || word.startsWith(typed)) return true;
  const budget = typos ? typoBudget(typed) : 0;
  if (budget === 0) return false;
  if (editDistance(stem, word, budget) <= budget) return true;
  return (
    last && typed.length >= 5 && editDistance(typed, word.slice(0, typed.length), budget) <= budget
  );
}

/** What was typed: its words and their singulars (folded once, not once per name). */
interface Typed {
  words: string[];
  stems: string[];
}

/** Every typed word meets a different word of the name, in any order. */
function matchesName(typed: Typed, words: string[], typos: boolean): boolean {
  const free = [...words];
  const n = typed.words.length;
  return typed.words.every((t, i) => {
    const at = free.findIndex((w) => meets(t, typed.stems[i]!, w, i === n - 1, typos));
    if (at < 0) return false;
    free.splice(at, 1);
    return true;
  });
}

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/**
 * Suggestions for what the visitor is typing, from the tenant's dictionary (descriptions,
 * brands, vehicle models, commonest first) and, for what looks like a code, the first product
 * codes with that prefix (one index read).
 */
export async function suggest(
  db: Db,
  tenantId: string,
  q: string,
  dict: SearchDictionary,
): Promise<SuggestResult> {
  const typedWords = normalizeText(q)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w));
  const typed: Typed = { words: typedWords, stems: typedWords.map(singular) };
  const code = normalizeCode(q);
  const codeLike = /[0-9]/.test(code);
  const words: Suggestion[] = [];
  if (typedWords.length > 0) {
    // Names that start with what was typed first, then those within its typos.
    for (const typos of [false, true]) {
      for (const d of dict.descriptions) {
        if (words.length >= 4) break;
        if (words.some((w) => w.label === d.name)) continue;
        if (d.forms.some((form) => matchesName(typed, form, typos))) {
          words.push({ kind: 'description', label: d.name, q: d.name, productId: null });
        }
      }
    }
    let brands = 0;
    for (const b of dict.brands) {
      if (brands >= 2) break;
      if (matchesName(typed, b.words, false)) {
        words.push({ kind: 'brand', label: b.name, q: b.name, productId: null });
        brands++;
      }
    }
    let models = 0;
    const joined = typedWords.join(' ');
    for (const [norm, m] of dict.models) {
      if (models >= 2) break;
      if (
        norm.startsWith(joined) ||
        (typedWords.length > 1 && matchesName(typed, norm.split(' '), false))
      ) {
        const makers = m.factories.map((f) => title(f.name)).join(', ');
        words.push({
          kind: 'vehicle',
          label: `${m.model} (${makers})`,
          q: m.model,
          productId: null,
        });
        models++;
      }
    }
  }
  const codes: Suggestion[] = [];
  if (code.length >= 3 || (codeLike && code.length >= 2)) {
    // The prefix as a range of the code index's own order (text_pattern_ops: byte order, which
    // is every collation's order for a-z0-9), so the prepared statement's one plan reads the
    // index in order whatever the prefix (a LIKE pattern is only indexable when planned for it).
    const next = code.slice(0, -1) + String.fromCharCode(code.charCodeAt(code.length - 1) + 1);
    const rows = await queryRows<{ id: string; code: string; description_name: string }>(
      db,
      sql`select id, code, description_name from products
        where tenant_id = ${tenantId} and code_norm ~>=~ ${code} and code_norm ~<~ ${next}
          and status <> 'draft'
        order by code_norm using ~<~ limit 3`,
      'suggest_codes',
    );
    for (const r of rows) {
      codes.push({
        kind: 'code',
        label: `${r.code} · ${r.description_name}`,
        q: r.code,
        productId: r.id,
      });
    }
  }
  const items = codeLike ? [...codes, ...words] : [...words, ...codes];
  return { items: items.slice(0, MAX) };
}

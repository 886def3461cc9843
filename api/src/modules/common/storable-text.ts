// PostgreSQL's text and jsonb refuse a NUL character and a lone UTF-16 surrogate (JSON can carry
// both): text that a visitor typed is made storable before it reaches a query.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, before ES2024). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The text without NUL characters, well formed. */
function storableText(text: string): string {
  return wellFormed(text.replaceAll('\u0000', ''));
}

/** JSON.stringify whose strings are all storable (for jsonb parameters). */
export function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? storableText(v) : v));
}

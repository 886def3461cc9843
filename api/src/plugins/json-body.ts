import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * The deepest nesting of objects and lists a JSON body may have. No form of the API nears it
 * (a product is a few levels deep); hooks and checks walk bodies recursively (trimming,
 * copying, character checks), and 20,000 levels overflowed the stack (500).
 */
export const MAX_JSON_DEPTH = 400;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [BRACE, BRACKET, CLOSING_BRACE, CLOSING_BRACKET] = [0x7b, 0x5b, 0x7d, 0x5d];

/** Index of the quote that closes the string opened at `start` (text.length if none). */
function stringEnd(text: string, start: number): number {
  for (let i = text.indexOf('"', start + 1); i !== -1; i = text.indexOf('"', i + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(i - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return i;
  }
  return text.length;
}

/**
 * True when the JSON text nests objects and lists deeper than max (brackets inside strings do
 * not count). One pass over the text, before it is parsed into anything.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(text, i);
    else if (c === BRACE || c === BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSING_BRACE || c === CLOSING_BRACKET) depth -= 1;
  }
  return false;
}

export const bodyTooDeep = () =>
  new AppError(
    400,
    'BODY_TOO_DEEP',
    `O corpo da requisição tem aninhamento demais: no máximo ${MAX_JSON_DEPTH} níveis de objetos ` +
      'ou listas.',
  );

/**
 * Every route's JSON bodies: the depth is checked on the raw text, then Fastify's own parser
 * (secure-json-parse, refusing __proto__ and constructor.prototype keys as by default) runs.
 * Registered first, on the root, so every plugin's routes inherit it.
 */
export default fp(
  async function jsonBodyPlugin(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string; // parseAs: 'string'
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(bodyTooDeep(), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);

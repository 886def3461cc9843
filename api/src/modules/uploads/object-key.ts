/**
 * Object keys are `<tenant uriName>/<folder>/<file>`: segments of letters, digits, `.`, `_` and
 * `-` that never start with a dot. That one rule refuses `..`, hidden files, empty segments
 * (`//`, absolute paths), backslashes and every percent-encoding (`%2e%2e`) in /uploads URLs and
 * image proxy sources alike, so no decoding step can turn a key into something else.
 */
const SEGMENT = '[A-Za-z0-9_][A-Za-z0-9._-]{0,127}';
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,15}$`);

export function isSafeKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function tenantKey(uriName: string, ...parts: string[]): string {
  const key = [uriName, ...parts].join('/');
  if (!isSafeKey(key)) throw new Error(`Invalid object key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

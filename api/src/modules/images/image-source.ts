import { sourceNotAllowed } from '../uploads/media.errors';
import { isSafeKey } from '../uploads/object-key';

/**
 * Maps an image proxy `url` to an object key, or refuses it. The only accepted form is
 * `STORAGE_PUBLIC_URL + "/" + key`, compared as text before any parsing, so no parser quirk
 * (user@host, `#@`, backslashes, encoded dots, other ports, IP spellings, other schemes) can
 * reach another host: whatever does not start with the exact prefix is refused, and the rest
 * must be a plain key (no `%`, `?`, `#`, `\`, `..`). Redirects are refused where objects are read.
 */
export function objectKeyOfSource(source: string, publicUrl: string): string {
  const prefix = `${publicUrl}/`;
  if (!source.startsWith(prefix)) throw sourceNotAllowed('only the object storage host is allowed');
  const key = source.slice(prefix.length);
  if (!isSafeKey(key)) throw sourceNotAllowed('not a plain object path');
  // Belt and braces: the parsed URL must agree with the text (same origin, same path).
  const parsed = URL.canParse(source) ? new URL(source) : null;
  const base = new URL(prefix);
  if (
    !parsed ||
    parsed.origin !== base.origin ||
    parsed.username ||
    parsed.password ||
    parsed.search ||
    parsed.hash ||
    parsed.pathname !== `${base.pathname}${key}`
  ) {
    throw sourceNotAllowed('only the object storage host is allowed');
  }
  return key;
}

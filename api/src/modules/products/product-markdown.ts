/**
 * The info text is Markdown, stored sanitised and rendered to HTML for the public page (infoHtml
 * below). What is stored is Markdown only: raw HTML (tags, comments, processing instructions) is
 * stripped from the source, so no <script>, <iframe> or on* handler can survive into any
 * renderer, and a link or image destination that is not http(s), mailto or a relative path
 * ('javascript:', 'data:', 'vbscript:', also spelled with entities or escapes) becomes '#'.
 * The text stays Markdown: what the author wrote minus what could run.
 */
import MarkdownIt from 'markdown-it';

const HTML = /<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)|<![A-Za-z][^>]*>?|<\/?[A-Za-z][^<>]*>?/g;
// [text](destination "title") and ![alt](destination), the destination up to space or ')'.
const INLINE_LINK = /(\]\(\s*)(<[^>]*>|[^\s)]+)/g;
// [label]: destination (reference definitions)
const REFERENCE = /^( {0,3}\[[^\]]+\]:\s*)(<[^>]*>|\S+)/gm;
// <scheme:...> autolinks are raw-HTML-like: kept only when http(s) or mailto.
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*)>/g;

const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&' };

function decoded(text: string): string {
  let out = text.replace(ENTITY, (_m, e: string) => {
    if (e[0] === '#') {
      const code =
        e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[e.toLowerCase()] ?? '';
  });
  try {
    out = decodeURIComponent(out);
  } catch {
    // Not percent-encoded text: judged as it is.
  }
  return out.replace(/\\(.)/g, '$1');
}

/** A destination a reader may follow: http(s), mailto, or no scheme at all (relative, #anchor). */
export function safeDestination(destination: string): boolean {
  // Browsers drop control characters and spaces inside a scheme ('java\tscript:').
  const plain = [...decoded(destination.replace(/^<|>$/g, ''))]
    .filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f))
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(plain);
  if (!scheme) return true;
  return ['http', 'https', 'mailto'].includes(scheme[1]!);
}

export function sanitizeMarkdown(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  text = text.replace(AUTOLINK, (m, target: string) =>
    safeDestination(target) ? m : target.replace(/:/g, ': '),
  );
  // Stripping can join pieces into a new tag ('<scr<b>ipt>'): repeat until nothing changes.
  for (let i = 0; i < 10; i += 1) {
    const next = text.replace(HTML, (m) => (/^<(https?|mailto):/i.test(m) ? m : ''));
    if (next === text) break;
    text = next;
  }
  text = text.replace(INLINE_LINK, (m, open: string, dest: string) =>
    safeDestination(dest) ? m : `${open}#`,
  );
  text = text.replace(REFERENCE, (m, open: string, dest: string) =>
    safeDestination(dest) ? m : `${open}#`,
  );
  return text.trim();
}

// The public page shows the text as HTML the API renders, so a browser never loads a Markdown
// parser for it (loading and running one were two ~30 ms tasks in Lighthouse's trace of the
// product page, about a fifth of its Total Blocking Time). CommonMark only, as the panel's
// preview; raw HTML already stripped by sanitizeMarkdown and, with html off, escaped if any were
// left; links only to safe destinations.
const markdown = new MarkdownIt('commonmark', { html: false });
markdown.validateLink = safeDestination;
// The page's own headings are h1 (product) and h2 (sections): the text's headings sit below.
const HEADING_TAG: Record<string, string> = { h1: 'h3', h2: 'h3', h3: 'h4' };
markdown.core.ruler.push('catalog_page', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close')
      token.tag = HEADING_TAG[token.tag] ?? token.tag;
    if (token.type !== 'inline' || !token.children) continue;
    // Pictures belong to the gallery, not the text (their alt text goes with them).
    token.children = token.children.filter((child) => child.type !== 'image');
    for (const child of token.children)
      if (child.type === 'link_open') {
        child.attrSet('target', '_blank');
        child.attrSet('rel', 'noopener noreferrer nofollow');
      }
  }
});

/** The info text as the HTML the public page inserts as it is (safe whatever the text holds). */
export function infoHtml(text: string): string {
  return markdown.render(sanitizeMarkdown(text)).trim();
}

import type { PageHead } from './types';

// Writes a server-rendered page into the shell's index.html (the built one, with its scripts,
// preloads and inline scripts such as the theme's), so the page and the client-rendered fallback
// start the same code.

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: no `</script>`, `<!--` or line separators can end or bend it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value!)}"`)
    .join('');

/** The index of the `</div>` that closes the element opening at `start`. */
function closingDiv(html: string, start: number): number {
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + 1;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

export interface PageParts {
  head: PageHead;
  styles: string;
  body: string;
  /** Serialised into `<script id="catalogo-ssr" type="application/json">`. */
  payload: unknown;
  /** Scripts the page will need (the remote's entry and its route chunks). */
  preloadScripts: string[];
}

export const PAYLOAD_ID = 'catalogo-ssr';

/**
 * A tap on a button or a choice in a list of the server's HTML before the app has taken it over
 * would do nothing: it is held and repeated once the page is hydrated (bootstrap.tsx calls
 * `__catalogoReplayClicks`). Links work without it (they load their page).
 */
const HOLD_EARLY_EVENTS = `<script>(function(){var held=[],d=document;function early(){return !d.documentElement.dataset.hydrated}function tap(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||!early())return;e.preventDefault();e.stopPropagation();held.push(function(){b.click()})}function choose(e){var t=e.target;if(!early()||!t||t.nodeName!=='SELECT')return;held.push(function(){t.dispatchEvent(new Event('change',{bubbles:true}))})}d.addEventListener('click',tap,true);d.addEventListener('change',choose,true);window.__catalogoReplayClicks=function(){d.removeEventListener('click',tap,true);d.removeEventListener('change',choose,true);var list=held;held=[];list.forEach(function(f){f()})}})()</script>`;

export function composePage(template: string, parts: PageParts): string {
  const { head, styles, body, payload, preloadScripts } = parts;
  const headTags = [
    HOLD_EARLY_EVENTS,
    ...head.meta.map((meta) => `<meta${attributes({ ...meta })}>`),
    ...head.links.map((link) => `<link${attributes(link)}>`),
    ...preloadScripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    styles,
  ].join('');
  let html = template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    // The page is there without JavaScript: no "turn JavaScript on" notice above it.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', () => `${headTags}</head>`);
  const open = html.indexOf('<div id="root">');
  const close = open >= 0 ? closingDiv(html, open) : -1;
  if (close < 0) throw new Error('index.html has no <div id="root">');
  const rootStart = open + '<div id="root">'.length;
  html = `${html.slice(0, rootStart)}${body}${html.slice(close)}`;
  const script = `<script id="${PAYLOAD_ID}" type="application/json">${scriptJson(payload)}</script>`;
  // Replacer functions: a `$` in the page (R$ prices) is text, not a replacement pattern.
  return html.replace('</body>', () => `${script}</body>`);
}

import { PRIORITY_IMAGE_WAIT_MS, startScripts } from './page-scripts';
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
 * What a visitor does on the server's HTML before the app has taken it over must not be lost
 * (links need nothing: they load their page, which the server renders). Until the shell calls
 * `__catalogoEarly(hydrated)` (bootstrap.tsx, once React owns the whole page):
 * - a tap on a button is held (its default prevented: no form is sent), then repeated;
 * - a checkbox or radio ticked, a choice in a list (`<select>`) and text typed into a field stay
 *   as the visitor left them, and the app is then told, as if done now (React starts from the
 *   server's values: each element is set back to its server value through React's own value
 *   setter, given the visitor's value again, and the event the app listens to is dispatched);
 * - the focused field is announced as focused (a search box shows its suggestions).
 * A page rendered anew instead of hydrated (another remote build, a failed remote) drops what was
 * held: those elements are gone. Inline in `<head>`, before any of the page can be tapped.
 */
export const EARLY_EVENTS_SCRIPT = `<script>(function(d){
var root=d.documentElement,held=[],seen=[];
function early(){return !root.dataset.hydrated}
function once(t,run){if(seen.indexOf(t)<0){seen.push(t);held.push(run)}}
function proto(t,name){return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),name)}
function tap(e){var t=e.target;if(!early()||!t||!t.closest)return;
if(t.nodeName==='INPUT'&&/^(checkbox|radio)$/.test(t.type))return once(t,function(){
var now=t.checked;if(now===t.defaultChecked)return;t.checked=!now;t.click()});
var b=t.closest('button');if(!b)return;e.preventDefault();e.stopPropagation();
held.push(function(){b.click()})}
function change(e){var t=e.target;if(early()&&t&&t.nodeName==='SELECT')once(t,function(){
t.dispatchEvent(new Event('change',{bubbles:true}))})}
function type(e){var t=e.target;if(!early()||!t||!/^(INPUT|TEXTAREA)$/.test(t.nodeName)||
/^(checkbox|radio)$/.test(t.type))return;once(t,function(){var now=t.value;
if(now===t.defaultValue)return;t.value=t.defaultValue;proto(t,'value').set.call(t,now);
t.dispatchEvent(new Event('input',{bubbles:true}))})}
d.addEventListener('click',tap,true);d.addEventListener('change',change,true);
d.addEventListener('input',type,true);
window.__catalogoEarly=function(hydrated){d.removeEventListener('click',tap,true);
d.removeEventListener('change',change,true);d.removeEventListener('input',type,true);
var list=held,f=d.activeElement;held=[];seen=[];if(!hydrated)return;
if(f&&/^(INPUT|TEXTAREA|SELECT)$/.test(f.nodeName))
f.dispatchEvent(new FocusEvent('focusin',{bubbles:true}));
list.forEach(function(run){run()})}})(document)</script>`;

/**
 * The template's scripts (`<script src>`) and script preloads, taken out of it: a page the server
 * drew starts them itself, after its main picture (page-scripts.ts). index.html keeps them as they
 * are for the pages drawn in the browser.
 */
export function takeScripts(html: string): { html: string; scripts: string[]; preloads: string[] } {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(/<script\b[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="preload" as="script" href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return { html: rest, scripts, preloads };
}

/** The inline `<script>` that starts `scripts` and `preloads` as `startScripts` does. */
export function scriptStarter(scripts: string[], preloads: string[]): string {
  const call = `(${startScripts.toString()})(document,${scriptJson(scripts)},${scriptJson(preloads)},${PRIORITY_IMAGE_WAIT_MS})`;
  return `<script>${call}</script>`;
}

const unescapeHtml = (value: string) =>
  value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );

/**
 * The body without React's preloads of the images `<head>` preloads already. React writes a
 * `<link rel="preload" as="image">` for an `<img fetchpriority="high">` at the start of the
 * markup, after the page's inline styles (about 58 KB on the home); the head's own preload of
 * that picture (the LCP element) comes before them, so the body's one only repeats it. Nothing
 * hydrates those links.
 */
export function withoutRepeatedImagePreloads(body: string, links: PageHead['links']): string {
  const preloaded = new Set(
    links
      .filter((link) => link.rel === 'preload' && link.as === 'image')
      .map((link) => link.imagesrcset ?? link.href)
      .filter((key): key is string => !!key),
  );
  if (!preloaded.size) return body;
  return body.replace(/<link rel="preload" as="image"[^>]*>/g, (tag) => {
    const key = /\simageSrcSet="([^"]*)"/i.exec(tag) ?? /\shref="([^"]*)"/.exec(tag);
    return key?.[1] !== undefined && preloaded.has(unescapeHtml(key[1])) ? '' : tag;
  });
}

export function composePage(template: string, parts: PageParts): string {
  const { head, styles, payload, preloadScripts } = parts;
  const body = withoutRepeatedImagePreloads(parts.body, head.links);
  const headTags = [
    EARLY_EVENTS_SCRIPT,
    ...head.meta.map((meta) => `<meta${attributes({ ...meta })}>`),
    ...head.links.map((link) => `<link${attributes(link)}>`),
    styles,
  ].join('');
  const { html: page, scripts, preloads } = takeScripts(template);
  let html = page
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
  const data = `<script id="${PAYLOAD_ID}" type="application/json">${scriptJson(payload)}</script>`;
  const starter = scriptStarter(scripts, [...preloads, ...preloadScripts]);
  // Replacer functions: a `$` in the page (R$ prices) is text, not a replacement pattern.
  return html.replace('</body>', () => `${data}${starter}</body>`);
}

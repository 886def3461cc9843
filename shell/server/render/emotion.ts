import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

// A fresh Emotion cache per request. In `compat` mode Emotion keeps the rules it inserts in
// `cache.inserted` instead of writing <style> tags next to the elements; the page's critical CSS
// is then the rules whose class names appear in the HTML, plus every global rule. The tags carry
// `data-emotion="css <names>"`, which the browser's Emotion cache (key `css`) adopts on start, so
// it does not insert those rules a second time (the same format as @emotion/server writes).

export function createRequestCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** The `<style>` tags of the rules `html` uses, in insertion order. */
export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const { key } = cache;
  const used = new Set<string>();
  const pattern = new RegExp(`${key}-([a-zA-Z0-9-_]+)`, 'gm');
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) used.add(match[1]!);
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${key}-${id}`] !== undefined;
    if (!registered) {
      globals.push(`<style data-emotion="${key}-global ${id}">${escapeStyle(rules)}</style>`);
    } else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  return `${globals.join('')}<style data-emotion="${key} ${ids.join(' ')}">${escapeStyle(css)}</style>`;
}

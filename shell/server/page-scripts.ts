// A page the server drew is there before its scripts: they only make it live. Its largest picture
// (the product's photo, the home's first banner, marked `fetchpriority="high"`) is its Largest
// Contentful Paint. Fetched at the same time, the app's scripts (some 250 KB) share a phone's
// connection with that picture, and evaluating them holds its paint back. So the page starts its
// scripts itself, once that picture has loaded and been painted, or failed, or after `waitMs` (a
// slow picture never holds the app back for long); at once when the page has none or it is
// already there. Taps before the app is live are kept by the early-events script (html.ts).

/**
 * Runs in the page, inline: `composePage()` (html.ts) writes its source into the HTML, so it must not
 * use anything outside its own body (no imports, no helpers). Preloads `preloads` and appends
 * `scripts` in order (`async = false`: they run in that order, as `defer` scripts did).
 */
export function startScripts(
  d: Document,
  scripts: string[],
  preloads: string[],
  waitMs: number,
): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = d.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      d.head.appendChild(link);
    }
    for (const src of scripts) {
      const script = d.createElement('script');
      script.src = src;
      script.async = false;
      d.head.appendChild(script);
    }
  }
  // After the next frame is painted: a task after the next animation frame.
  function afterPaint() {
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  }
  const img = d.querySelector<HTMLImageElement>('img[fetchpriority="high" i]');
  if (!img || img.complete) return start();
  img.addEventListener('load', afterPaint);
  img.addEventListener('error', start);
  setTimeout(start, waitMs);
}

/** How long a server-rendered page's scripts wait for its main picture to be painted, at most. */
export const PRIORITY_IMAGE_WAIT_MS = 1500;

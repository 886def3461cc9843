// A page the server drew is there before its scripts: they only make it live. Its largest picture
// (the product's photo, the home's first banner, marked `fetchpriority="high"`) is its Largest
// Contentful Paint. Fetched at the same time, the app's scripts (some 250 KB) share a phone's
// connection with that picture, and evaluating them holds its paint back. So the page starts its
// scripts itself, once its first contentful paint has happened and that picture has loaded and
// been painted (or has failed), or after `waitMs` (a slow picture never holds the app back for long).
// Taps before the app is live are kept by the early-events script (html.ts).

/**
 * Runs in the page, inline: `composePage()` (html.ts) writes its source into the HTML, so it must not
 * use anything outside its own body (no imports, no helpers). Appends `scripts` in order
 * (`async = false`: they run in that order, as `defer` scripts did), then preloads `preloads`.
 */
export function startScripts(
  d: Document,
  scripts: string[],
  preloads: string[],
  waitMs: number,
): void {
  let started = false;
  // One request per task, the app's scripts first: asking for a script takes a few milliseconds
  // in a slow or traced browser, and the thirteen asked for at once were a 48 ms task right after
  // the first paint (Lighthouse's trace of the home page). A preload whose script webpack has
  // asked for meanwhile is left out.
  function start() {
    if (started) return;
    started = true;
    const queue: (() => void)[] = [];
    for (const src of scripts)
      queue.push(() => {
        const script = d.createElement('script');
        script.src = src;
        script.async = false;
        d.head.appendChild(script);
      });
    for (const href of preloads)
      queue.push(() => {
        let url = href;
        try {
          url = new URL(href, d.baseURI).href;
        } catch {
          // No base to resolve against (a document without an address): compared as written.
        }
        for (const script of Array.from(d.scripts)) if (script.src === url) return;
        const link = d.createElement('link');
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'script');
        link.setAttribute('href', href);
        d.head.appendChild(link);
      });
    const next = () => {
      const ask = queue.shift();
      if (!ask) return;
      ask();
      setTimeout(next, 0);
    };
    next();
  }
  // After the next frame is painted: a task after the next animation frame.
  function afterPaint() {
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  }
  // Never before the page's first contentful paint, which a browser may hold back after the
  // picture has loaded (an animation frame is no proof of it): the browser says when it happened.
  let painted = false;
  const img = d.querySelector<HTMLImageElement>('img[fetchpriority="high" i]');
  let pictured = !img || img.complete;
  function ready() {
    if (painted && pictured) afterPaint();
  }
  const perf = d.defaultView?.performance;
  const Observer = d.defaultView?.PerformanceObserver;
  if (!perf || !Observer || !(Observer.supportedEntryTypes || []).includes('paint')) painted = true;
  else if (perf.getEntriesByName('first-contentful-paint').length > 0) painted = true;
  else {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      ready();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (img && !pictured) {
    // Loaded or failed, the picture no longer holds the scripts back; the first paint still does.
    const settled = () => {
      pictured = true;
      ready();
    };
    img.addEventListener('load', settled);
    img.addEventListener('error', settled);
  }
  ready();
  setTimeout(start, waitMs);
}

/** How long a server-rendered page's scripts wait for its main picture to be painted, at most. */
export const PRIORITY_IMAGE_WAIT_MS = 1500;

// A server-rendered page's largest picture (the product's photo, the home's first banner) is its
// Largest Contentful Paint. The app's scripts arrive as fast as the picture on a good network, and
// evaluating them (then hydrating) is a few hundred milliseconds of main-thread work on a phone:
// started first, they hold the picture's paint back until they finish. The shell starts them once
// that picture is painted, or failed, or after `timeoutMs` (a slow picture never holds the app
// back for long). Taps before the app starts are kept by the page's early-input script.

/** The picture the server marked as the page's most important (`fetchpriority="high"`). */
export function priorityImage(doc: Document): HTMLImageElement | null {
  return doc.querySelector<HTMLImageElement>('img[fetchpriority="high" i]');
}

/** After the next frame is painted (a task after the next animation frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves once the page's priority picture has loaded and been painted, or failed, or after
 * `timeoutMs`; at once when the page has none or it is already there.
 */
export function whenPriorityImagePainted(doc: Document, timeoutMs: number): Promise<void> {
  const img = priorityImage(doc);
  if (!img || img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      img.removeEventListener('load', loaded);
      img.removeEventListener('error', done);
      resolve();
    };
    const loaded = () => {
      void afterNextPaint().then(done);
    };
    img.addEventListener('load', loaded);
    img.addEventListener('error', done);
    const timer = setTimeout(done, timeoutMs);
  });
}

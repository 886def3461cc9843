// When a page the server rendered is the app's. hydrateRoot's first commit is not that moment: a
// part of the page whose code is still loading (a lazy page, a lazy MUI part) stays the server's
// inert HTML, and React hydrates it later, when its code arrives. Until then a tap on it reaches
// nothing. React marks every element it owns (its fiber on the element); the page is the app's
// once every element under the root is marked.

/** Elements React 19 hoists into <head> or leaves as they are (no fiber in the server's copy). */
const UNOWNED_TAGS = new Set(['LINK', 'META', 'TITLE', 'STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE']);

function reactKeys(element: Element) {
  const keys = Object.keys(element);
  return {
    fiber: keys.some((key) => key.startsWith('__reactFiber$')),
    props: keys.find((key) => key.startsWith('__reactProps$')),
  };
}

/** Whether React owns every element under `root` (markup set as inner HTML is not looked into). */
export function ownedByReact(root: Element): boolean {
  for (const child of Array.from(root.children)) {
    if (UNOWNED_TAGS.has(child.tagName)) continue;
    const { fiber, props } = reactKeys(child);
    if (!fiber) return false;
    const own = props
      ? (child as unknown as Record<string, { dangerouslySetInnerHTML?: unknown } | undefined>)[props]
      : undefined;
    if (own?.dangerouslySetInnerHTML) continue;
    if (!ownedByReact(child)) return false;
  }
  return true;
}

const POLL_MS = 50;
/** A part that never hydrates (its code failed and its error boundary is slow) stops the wait. */
const GIVE_UP_MS = 30_000;

/** Resolves once React owns every element under `root` (or after 30 s, whatever is left). */
export function whenOwnedByReact(root: Element): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (ownedByReact(root) || Date.now() - started > GIVE_UP_MS) resolve();
      else setTimeout(check, POLL_MS);
    };
    check();
  });
}

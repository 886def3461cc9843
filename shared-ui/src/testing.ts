// Helpers for component tests (@catalogo/shared-ui/testing), never part of an app.

/**
 * `window.matchMedia` answering `matches(query)`: the browser's media queries (a phone's width,
 * the system's dark mode), which jsdom does not have. The test stands in for that edge.
 */
export function emulateMedia(matches: (query: string) => boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Back to jsdom's window, without matchMedia. */
export function stopEmulatingMedia(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}

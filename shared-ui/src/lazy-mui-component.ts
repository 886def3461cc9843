import { createContext, createElement, lazy, useContext, useState } from 'react';
import type { ComponentType } from 'react';

// Components that load on first use, and that a page rendered on the server can have loaded
// before the browser hydrates it. A part of the server's HTML whose code is still loading stays
// inert (React hydrates it when the code arrives), and any update reaching it meanwhile (the
// colour scheme, a cart read from localStorage) makes React throw that HTML away and draw the
// part anew: a visitor's tap on it would be lost. So the server notes the names of the lazy
// components it drew (`LazyUsage`), the page carries them, and the browser loads those first
// (`preloadLazy`); a component whose code is loaded renders at once, without suspending.

/** Where a server render collects the names of the named lazy components it drew. */
export const LazyUsage = createContext<Set<string> | null>(null);

/** Named lazy components, by name: what `preloadLazy` can load ahead. */
const registry = new Map<string, () => Promise<void>>();

/**
 * React.lazy keeping the component's own type: React's drops MUI's polymorphic props
 * (`component`, `to`...), which the lazy wrapper passes on unchanged. With a `name`, a server
 * render records it and `preloadLazy` can load it before hydration. Free of MUI, so the panel
 * entry may bundle its own copy.
 */
export function lazyMui<T>(load: () => Promise<{ default: T }>, name?: string): T {
  let loaded: ComponentType<object> | null = null;
  let pending: Promise<void> | null = null;
  const start = () =>
    (pending ??= load().then((module) => {
      loaded = module.default as unknown as ComponentType<object>;
    }));
  const Lazy = lazy(() => start().then(() => ({ default: loaded! })));
  function Preloadable(props: object) {
    const usage = useContext(LazyUsage);
    if (name) usage?.add(name);
    // Chosen once per mounted instance: switching from the lazy wrapper to the loaded component
    // on a later render would mount it anew (its state, a field's focus, lost).
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  if (name) registry.set(name, start);
  return Preloadable as unknown as T;
}

/** A named lazy component (see `lazyMui`): `name` is unique in the app, the same on the server. */
export function lazyNamed<T>(name: string, load: () => Promise<{ default: T }>): T {
  return lazyMui(load, name);
}

/**
 * Loads the named lazy components' code; the modules they load may register more of the names
 * (a lazy page with lazy parts), which are loaded in turn. A failed load is left to the render
 * (its error boundary); a name no module registers is skipped.
 */
export async function preloadLazy(names: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const ready = names.filter((name) => !done.has(name) && registry.has(name));
    if (!ready.length) return;
    await Promise.all(ready.map((name) => registry.get(name)!().catch(() => undefined)));
    for (const name of ready) done.add(name);
  }
}

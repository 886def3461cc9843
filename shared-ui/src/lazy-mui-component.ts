import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * React.lazy keeping the component's own type: React's drops MUI's polymorphic props
 * (`component`, `to`...), which the lazy wrapper passes on unchanged. Free of MUI, so the
 * panel entry may bundle its own copy.
 */
export function lazyMui<T>(load: () => Promise<{ default: T }>): T {
  return lazy(
    load as unknown as () => Promise<{ default: ComponentType<unknown> }>,
  ) as unknown as T;
}

import { navigateExternal } from '@catalogo/shared-auth';

/**
 * Leaving this host for a company's own site (spec §8: external navigation needs the explicit
 * flag). An object, so that tests can watch the browser's edge as they watch the network's.
 */
export const externalNavigation = {
  go(url: string): void {
    navigateExternal(url, { external: true });
  },
};

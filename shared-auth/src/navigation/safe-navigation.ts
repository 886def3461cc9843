const DANGEROUS_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:']);

export class UnsafeNavigationError extends Error {
  override name = 'UnsafeNavigationError';
}

export interface NavigationCheck {
  url: URL;
  external: boolean;
}

/**
 * Checks a navigation target (spec §8): javascript:, data: and vbscript: are always rejected
 * (the URL parser strips the tabs and spaces that hide them); another origin needs an
 * explicit `external: true`.
 */
export function checkNavigation(
  target: string,
  options: { external?: boolean; base?: string } = {},
): NavigationCheck {
  const base = options.base ?? window.location.href;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    throw new UnsafeNavigationError(`Invalid navigation URL: ${target}`);
  }
  if (DANGEROUS_PROTOCOLS.has(url.protocol)) {
    throw new UnsafeNavigationError(`Navigation to a ${url.protocol} URL was rejected`);
  }
  const isExternal = url.origin !== new URL(base).origin;
  if (isExternal && !options.external) {
    throw new UnsafeNavigationError(
      `External navigation to ${url.origin} requires the external flag`,
    );
  }
  if (
    isExternal &&
    url.protocol !== 'http:' &&
    url.protocol !== 'https:' &&
    url.protocol !== 'mailto:' &&
    url.protocol !== 'tel:'
  ) {
    throw new UnsafeNavigationError(`Navigation to a ${url.protocol} URL was rejected`);
  }
  return { url, external: isExternal };
}

/** Leaves the app for another site, only when the caller says it is external. */
export function navigateExternal(
  target: string,
  options: { external: boolean; newTab?: boolean },
): void {
  const { url } = checkNavigation(target, { external: options.external });
  if (options.newTab) window.open(url.href, '_blank', 'noopener,noreferrer');
  else window.location.assign(url.href);
}

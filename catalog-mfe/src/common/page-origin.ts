import { createContext, useContext } from 'react';

/**
 * The site's origin (`http://demo.localhost:4200`) for absolute URLs in the page (JSON-LD). The
 * server render provides it from the request; in the browser it is the window's, which is the
 * same host, so the server's HTML and the first render in the browser agree.
 */
export const PageOriginContext = createContext<string | null>(null);

/** `path` as an absolute URL of this site. */
export function usePageUrl(path: string): string {
  const origin = useContext(PageOriginContext) ?? window.location.origin;
  return new URL(path, origin).href;
}

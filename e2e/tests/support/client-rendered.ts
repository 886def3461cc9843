import type { Page } from '@playwright/test';

/**
 * The page at `url` as the shell's server serves it when it does not render it (the catalogue's
 * server build unreachable, slow or throwing: server-rendering.spec.ts): the built index.html
 * (from the same server, so the page keeps its address and address space), rendered in the
 * browser by the shell's own start-up. For the journeys about that start-up; a page the server
 * rendered carries the tenant's data and asks for none of it (catalog.spec.ts).
 */
export async function renderedInTheBrowser(page: Page, url: string) {
  await page.route(url, (route) => route.continue({ url: new URL('/index.html', url).href }));
}

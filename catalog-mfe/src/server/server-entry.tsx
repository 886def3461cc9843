// The catalogue's server entry: its Node build (dist/server/, listed in mf-manifest.json as
// `ssrRemoteEntry`) exports what the shell's server needs to render the public pages with the
// same components the browser then hydrates. react, react-dom, shared-ui and shared-auth are not
// in that build: the shell's server provides its own (the same singletons as in the browser).
import CatalogRoutes from '../app/routes';
import { PageOriginContext } from '../common/page-origin';

export { prefetch } from './prefetch';
export { pageHead } from './page-head';
export type { PageHead } from './page-head';

/** The route tree the shell mounts (the same module the browser loads as `catalog/routes`). */
export const Routes = CatalogRoutes;

/** Gives the page its origin for absolute URLs (there is no window on the server). */
export const PageOrigin = PageOriginContext.Provider;

/** This build, the same id as the browser build's build-info.json: HTML and browser must agree. */
export const buildId = process.env.BUILD_ID;

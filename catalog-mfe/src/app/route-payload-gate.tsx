import { use, useEffect } from 'react';
import type { ReactNode } from 'react';
import { matchPath, preloadLazy, useLocation, useNavigationType } from '@catalogo/shared-ui';
import { useAppDispatch, useAppSelector, useTenantStatus } from '@catalogo/shared-auth';
import type { AppDispatch, RootState } from '@catalogo/shared-auth';
import { catalogPaths } from './paths';
import { productApi } from '../common/catalog-api';
import { searchApi } from '../features/search/search-api';
import { readSearch } from '../features/search/search-params';
import { loadRoutePayload } from '../common/route-payload';

/** The lazy pages a page's payload is read alongside (their code downloads meanwhile). */
export const PRODUCT_PAGE_CHUNK = 'catalog/ProductPage';
export const HOME_PAGE_CHUNK = 'catalog/HomePage';

/**
 * The public pages that have a payload: the lazy page each draws, and whether the store already
 * holds a page's data.
 */
function publicPage(pathname: string, search: string) {
  const product = matchPath(catalogPaths.product, pathname);
  if (product?.params.id) {
    const id = product.params.id;
    return {
      chunk: PRODUCT_PAGE_CHUNK,
      held: (state: RootState) => productApi.endpoints.getProduct.select(id)(state).status,
    };
  }
  if (pathname !== catalogPaths.home) return null;
  const query = readSearch(new URLSearchParams(search));
  return {
    chunk: HOME_PAGE_CHUNK,
    held: (state: RootState) => searchApi.endpoints.searchProducts.select(query)(state).status,
  };
}

/** The name of the lazy page drawn at a public page's address (`/`, `/product/{id}`), or null. */
export const pageChunkOf = (pathname: string) => publicPage(pathname, '')?.chunk ?? null;

interface Memory {
  /** One read per navigation (React renders the page more than once while it waits). */
  loads: Map<string, Promise<boolean>>;
  /** The catalogue page shown last; null before the first. */
  lastPathname: string | null;
}

/** Per app (its store's dispatch): what the gate remembers across renders and mounts. */
const memories = new WeakMap<AppDispatch, Memory>();
function memoryOf(dispatch: AppDispatch): Memory {
  let memory = memories.get(dispatch);
  if (!memory) memories.set(dispatch, (memory = { loads: new Map(), lastPathname: null }));
  return memory;
}

/**
 * On a client navigation to a public page (`/`, `/product/{id}`) whose data the store does not
 * hold yet, the page waits for the route's payload file before it renders (the navigation is a
 * transition: the page before stays on screen meanwhile), so its queries find their answers in
 * the store. The page a document was loaded at is not one: its data came with the server's HTML,
 * or the shell asked for it early. A search within the home (the same page, another query) asks
 * the API: the payload would carry the promotions and offers again.
 */
export function RoutePayloadGate({ children }: { children: ReactNode }) {
  const { key, pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const dispatch = useAppDispatch();
  const tenantLoaded = useTenantStatus() === 'loaded';
  const page = publicPage(pathname, search);
  const held = useAppSelector((state) => page?.held(state) ?? 'none');

  const memory = memoryOf(dispatch);
  let load = memory.loads.get(key);
  const { lastPathname } = memory;
  const entering = lastPathname === null ? navigationType !== 'POP' : lastPathname !== pathname;
  const missing = held === 'uninitialized' || held === 'rejected';
  if (!load && page && tenantLoaded && entering && missing) {
    const pageCode = preloadLazy([page.chunk]);
    load = loadRoutePayload(dispatch, pathname, search, {
      buildId: process.env.BUILD_ID,
      pageCode,
    });
    // A navigation overtaken by another one is not coming back.
    memory.loads.clear();
    memory.loads.set(key, load);
  }

  useEffect(() => {
    memory.lastPathname = pathname;
    memory.loads.delete(key);
  }, [memory, key, pathname]);

  if (load) use(load);
  return children;
}

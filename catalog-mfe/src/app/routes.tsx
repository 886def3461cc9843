import { Suspense, useEffect, useRef } from 'react';
import {
  lazyNamed,
  PageSpinner,
  Route,
  Routes,
  RouteNotFound,
  useMatch,
} from '@catalogo/shared-ui';
import { useAppDispatch, useTenantStatus } from '@catalogo/shared-auth';
import { productApi } from '../common/catalog-api';
import type { ProductDetail } from '../common/catalog-api';
import { preloadMainImage } from '../common/images/main-image';
import { PRODUCT_PAGE_CHUNK, RoutePayloadGate } from './route-payload-gate';
import { useImageContext } from '../common/images/use-image-context';
import { CartLauncher } from '../features/cart/cart-launcher';
import { ContactButton } from '../features/contact/contact-button';
import { HomePage } from '../features/home/home-page';
import { Merchandising } from '../features/promotions/merchandising';
import { SearchBar } from '../features/search/search-bar';
import { SearchPage } from '../features/search/search-page';
import { useSearchActive } from '../features/search/search-params';
import { catalogPaths } from './paths';

// Not needed by the first page, /, which has a weight budget.
// Named: a product page the server rendered has it loaded before it is hydrated.
const ProductPage = lazyNamed(PRODUCT_PAGE_CHUNK, () =>
  import('../features/product/product-page').then((module) => ({ default: module.ProductPage })),
);

/**
 * On a product page, asks for the product while the page's chunk downloads (not after it), and
 * starts its main image (the LCP element) as soon as the product says which one it is. A
 * component of its own: only it follows the address, not the whole route tree.
 */
function ProductPrefetch() {
  const id = useMatch(catalogPaths.product)?.params.id;
  const dispatch = useAppDispatch();
  const { apiBase, mediaUrl } = useImageContext();
  useEffect(() => {
    if (!id) return;
    const request = dispatch(productApi.endpoints.getProduct.initiate(id, { subscribe: false }));
    void request.then(({ data }) => {
      const main = data?.images[0];
      if (main) preloadMainImage(main.url, { apiBase, mediaUrl });
    });
  }, [id, dispatch, apiBase, mediaUrl]);
  return null;
}

/** "Ask about this product", for the product page (one function, so the page can memoise it). */
const productContact = (product: ProductDetail) => (
  <ContactButton
    look="outlined"
    product={{ id: product.id, code: product.code, description: product.description.name }}
  >
    Perguntar sobre este produto
  </ContactButton>
);

/** The search strip, under the catalogue bar on the company's home and product pages. */
function CatalogSearchBar() {
  const home = useMatch(catalogPaths.home);
  const product = useMatch(catalogPaths.product);
  const platform = useTenantStatus() === 'platform';
  return !platform && (home || product) ? <SearchBar /> : null;
}

/**
 * The home: with a search in the address (a query, a filter, a later page) the results come
 * first and the hero, promotions and offers step aside. Starting a search from further down the
 * page (a vehicle, a facet) goes back to the top, where the results now are.
 */
function Home() {
  const searching = useSearchActive();
  const wasSearching = useRef(searching);
  useEffect(() => {
    if (searching && !wasSearching.current) window.scrollTo({ top: 0 });
    wasSearching.current = searching;
  }, [searching]);
  return (
    <HomePage
      searching={searching}
      search={
        <Merchandising stepAside={searching}>
          <SearchPage />
        </Merchandising>
      }
      contact={<ContactButton fullWidth />}
    />
  );
}

/** This build's id: a page the shell's server rendered is hydrated only by the same build. */
export const buildId = process.env.BUILD_ID;

/** The catalogue's route tree, exposed to the shell as `catalog/routes`. */
export default function CatalogRoutes() {
  return (
    <>
      {/* Outside the Suspense: it stays put while a page's code loads. */}
      <CatalogSearchBar />
      <Suspense fallback={<PageSpinner />}>
        {/* A page reached by a link reads its data as one file first (route-payload.ts). */}
        <RoutePayloadGate>
          <ProductPrefetch />
          <Routes>
            <Route path={catalogPaths.home} element={<Home />} />
            <Route path={catalogPaths.product} element={<ProductPage contact={productContact} />} />
            <Route path="*" element={<RouteNotFound />} />
          </Routes>
          <CartLauncher />
        </RoutePayloadGate>
      </Suspense>
    </>
  );
}

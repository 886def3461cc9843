import { Suspense, useEffect } from 'react';
import {
  lazyNamed,
  PageSpinner,
  preloadLazy,
  Route,
  Routes,
  RouteNotFound,
  useMatch,
} from '@catalogo/shared-ui';
import { useAppDispatch, useTenantStatus } from '@catalogo/shared-auth';
import { productApi } from '../common/catalog-api';
import type { ProductDetail } from '../common/catalog-api';
import { preloadMainImage } from '../common/images/main-image';
import {
  HOME_PAGE_CHUNK,
  pageChunkOf,
  PRODUCT_PAGE_CHUNK,
  RoutePayloadGate,
} from './route-payload-gate';
import { useImageContext } from '../common/images/use-image-context';
import { CartLauncher } from '../features/cart/cart-launcher';
import { ContactButton } from '../features/contact/contact-button';
import { SearchBar } from '../features/search/search-bar';
import { catalogPaths } from './paths';

// Each page is its own chunk: a product page does not download the home's search results,
// facets and promotions, nor the home the product page (the first pages have a weight budget).
// Named: a page the server rendered has its chunk loaded before it is hydrated; the chunk is
// named after it (`/` written `-`), so the server's HTML preloads it (shell/server/generations.ts).
const ProductPage = lazyNamed(PRODUCT_PAGE_CHUNK, () =>
  import(/* webpackChunkName: "catalog-ProductPage" */ '../features/product/product-page').then(
    (module) => ({ default: module.ProductPage }),
  ),
);
const Home = lazyNamed(HOME_PAGE_CHUNK, () =>
  import(/* webpackChunkName: "catalog-HomePage" */ '../features/home/home-route').then(
    (module) => ({ default: module.HomeRoute }),
  ),
);

// A page drawn in the browser from the start (the server could not render it) asks for its
// page's code as soon as the route tree is loaded, not once the shell has rendered the tree (a
// client-rendered home asked for its chunk 40-85 ms after the tree arrived, now 17-25 ms).
if (typeof window !== 'undefined') {
  const page = pageChunkOf(window.location.pathname);
  if (page) void preloadLazy([page]);
}

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

import { lazy, Suspense, useEffect } from 'react';
import { PageSpinner, Route, Routes, RouteNotFound, useMatch } from '@catalogo/shared-ui';
import { useAppDispatch } from '@catalogo/shared-auth';
import { productApi } from '../common/catalog-api';
import type { ProductDetail } from '../common/catalog-api';
import { preloadMainImage } from '../common/images/main-image';
import { useImageContext } from '../common/images/use-image-context';
import { CartLauncher } from '../features/cart/cart-launcher';
import { ContactButton } from '../features/contact/contact-button';
import { HomePage } from '../features/home/home-page';
import { Merchandising } from '../features/promotions/merchandising';
import { SearchPage } from '../features/search/search-page';
import { catalogPaths } from './paths';

// Not needed by the first page, /, which has a weight budget.
const ProductPage = lazy(() =>
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

/** The catalogue's route tree, exposed to the shell as `catalog/routes`. */
export default function CatalogRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ProductPrefetch />
      <Routes>
        <Route
          path={catalogPaths.home}
          element={
            <HomePage
              search={
                <Merchandising>
                  <SearchPage />
                </Merchandising>
              }
              contact={<ContactButton fullWidth />}
            />
          }
        />
        <Route path={catalogPaths.product} element={<ProductPage contact={productContact} />} />
        <Route path="*" element={<RouteNotFound />} />
      </Routes>
      <CartLauncher />
    </Suspense>
  );
}

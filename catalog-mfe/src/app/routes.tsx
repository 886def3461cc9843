import { lazy, Suspense } from 'react';
import { PageSpinner, Route, Routes, RouteNotFound } from '@catalogo/shared-ui';
import { CartLauncher } from '../features/cart/cart-launcher';
import { ContactButton } from '../features/contact/contact-button';
import { HomePage } from '../features/home/home-page';
import { SearchPage } from '../features/search/search-page';
import { catalogPaths } from './paths';

// Not needed by the first page, /, which has a weight budget.
const ProductPage = lazy(() =>
  import('../features/product/product-page').then((module) => ({ default: module.ProductPage })),
);

/** The catalogue's route tree, exposed to the shell as `catalog/routes`. */
export default function CatalogRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route
          path={catalogPaths.home}
          element={<HomePage search={<SearchPage />} contact={<ContactButton fullWidth />} />}
        />
        <Route
          path={catalogPaths.product}
          element={
            <ProductPage
              contact={(product) => (
                <ContactButton
                  look="outlined"
                  product={{
                    id: product.id,
                    code: product.code,
                    description: product.description.name,
                  }}
                >
                  Perguntar sobre este produto
                </ContactButton>
              )}
            />
          }
        />
        <Route path="*" element={<RouteNotFound />} />
      </Routes>
      <CartLauncher />
    </Suspense>
  );
}

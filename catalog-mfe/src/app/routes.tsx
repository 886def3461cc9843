import { Route, Routes, RouteNotFound } from '@catalogo/shared-ui';
import { HomePage } from '../features/home/home-page';
import { ProductPage } from '../features/product/product-page';
import { SearchPage } from '../features/search/search-page';
import { catalogPaths } from './paths';

/** The catalogue's route tree, exposed to the shell as `catalog/routes`. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path={catalogPaths.home} element={<HomePage search={<SearchPage />} />} />
      <Route path={catalogPaths.product} element={<ProductPage />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}

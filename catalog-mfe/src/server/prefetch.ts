import { matchPath } from '@catalogo/shared-ui';
import type { AppStore } from '@catalogo/shared-auth';
import { catalogPaths } from '../app/paths';
import { productApi } from '../common/catalog-api';
import { promotionsApi } from '../features/promotions/promotions-api';
import { searchApi } from '../features/search/search-api';
import { readSearch } from '../features/search/search-params';

/**
 * Asks for the data a public page shows, with the very arguments its components ask with, so the
 * server's HTML carries it and the browser's first render finds it in the store (no request).
 * A query left out here is not an error: the page then shows that part loading, on the server
 * and in the browser alike, and the browser asks for it.
 */
export async function prefetch(store: AppStore, url: URL): Promise<void> {
  const { dispatch } = store;
  const options = { subscribe: false } as const;
  const product = matchPath(catalogPaths.product, url.pathname);
  const requests: PromiseLike<unknown>[] = [];
  if (product?.params.id) {
    requests.push(dispatch(productApi.endpoints.getProduct.initiate(product.params.id, options)));
  } else if (url.pathname === catalogPaths.home) {
    const search = readSearch(url.searchParams);
    requests.push(
      dispatch(searchApi.endpoints.searchProducts.initiate(search, options)),
      dispatch(promotionsApi.endpoints.getPromotions.initiate(undefined, options)),
      dispatch(promotionsApi.endpoints.getOffers.initiate(undefined, options)),
      dispatch(searchApi.endpoints.getFactories.initiate(undefined, options)),
    );
    if (search.factory) {
      requests.push(dispatch(searchApi.endpoints.getModels.initiate(search.factory, options)));
      if (search.vehicle)
        requests.push(
          dispatch(
            searchApi.endpoints.getYears.initiate(
              { factory: search.factory, model: search.vehicle },
              options,
            ),
          ),
        );
    }
  }
  await Promise.all(requests);
}

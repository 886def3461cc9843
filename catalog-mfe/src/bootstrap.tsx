import { startDevHarness } from '@catalogo/shared-auth/dev-harness';
import CatalogRoutes from './app/routes';

void startDevHarness({
  name: '@catalogo/catalog-mfe',
  Routes: CatalogRoutes,
  links: [
    { label: 'Início', to: '/' },
    { label: 'Produto 1', to: '/product/1' },
  ],
});

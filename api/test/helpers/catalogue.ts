import type { App } from '../../src/app';
import {
  ACME_PROFILE,
  DEMO_PROFILE,
  generateCatalogue,
} from '../../src/modules/catalog-seed/catalog-seed.service';
import { tenantId } from './auth';

/** Small generated catalogues for the seeded tenants (demo and acme use different seeds). */
export async function generateTestCatalogues(app: App, demo = 300, acme = 80): Promise<void> {
  await generateCatalogue(app.db, {
    tenantId: await tenantId(app, 'demo'),
    uriName: 'demo',
    products: demo,
    profile: DEMO_PROFILE,
  });
  await generateCatalogue(app.db, {
    tenantId: await tenantId(app, 'acme'),
    uriName: 'acme',
    products: acme,
    profile: ACME_PROFILE,
  });
}

import type { Db } from '../../db/client';
import type { ObjectStorage } from '../uploads/storage';
import { findTenantByUriName } from '../tenants/tenants.repository';
import {
  ACME_PROFILE,
  addMerchandising,
  DEMO_PROFILE,
  generateCatalogueIfEmpty,
  type CatalogueProfile,
} from './catalog-seed.service';

const ACME_PRODUCTS = 300;

/**
 * On a seeding start, gives the demo tenants a generated catalogue when they have no product
 * (never touches one that has products), pictures included, and promotions and offers when it
 * has none of either. `demoProducts` 0 turns it off for both. `storage` defaults to the
 * environment's (the same the server's config reads).
 */
export async function seedDemoCatalogues(
  db: Db,
  demoProducts: number,
  log: (message: string) => void,
  storage?: ObjectStorage,
): Promise<void> {
  if (demoProducts === 0) return;
  const plan: [string, CatalogueProfile, number][] = [
    ['demo', DEMO_PROFILE, demoProducts],
    ['acme', ACME_PROFILE, Math.min(ACME_PRODUCTS, demoProducts)],
  ];
  for (const [uriName, profile, products] of plan) {
    const tenant = await findTenantByUriName(db, uriName);
    if (!tenant) continue;
    const options = { tenantId: tenant.id, uriName, products, profile, storage };
    const done = await generateCatalogueIfEmpty(db, options);
    if (done) {
      const { pictures, written } = done.pictures;
      log(
        `catalogue: generated ${products} products for ${uriName} in ${done.ms} ms (${pictures} pictures, ${written} new)`,
      );
    }
    // A catalogue generated before promotions and offers existed gets them now (once).
    const added =
      done?.merchandising ?? (await addMerchandising(db, { ...options, writePictures: true }));
    if (added.promotions > 0 || added.offers > 0) {
      log(
        `catalogue: ${added.promotions} promotions (${added.banners} new banners) and ${added.offers} offers for ${uriName}`,
      );
    }
  }
}

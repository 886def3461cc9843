import type { Db } from '../../db/client';
import {
  analyzeCatalogue,
  countProducts,
  deleteCatalogue,
  insertProductBatch,
  insertReferenceData,
} from './catalog-seed.repository';
import { generateProducts, type ProductBundle } from './product-generator';
import { createRandom } from './prng';
import { buildReferenceData } from './reference-data';
import type { BrandVocabulary } from './vocabulary';

export interface CatalogueProfile {
  seed: number;
  ownBrands: readonly BrandVocabulary[];
  competitorBrands: number;
}

export const DEMO_PROFILE: CatalogueProfile = {
  seed: 20_240_601,
  ownBrands: [
    ['KL PEÇAS', 'KL', '-'],
    ['FREMAR', 'FR', ' '],
    ['AUTOLINEA', 'AL', '-'],
  ],
  competitorBrands: 12,
};

export const ACME_PROFILE: CatalogueProfile = {
  seed: 77_001,
  ownBrands: [
    ['ACME HEAVY', 'AH', '-'],
    ['TRUCKPRO', 'TP', ' '],
  ],
  competitorBrands: 8,
};

export interface GenerateOptions {
  tenantId: string;
  uriName: string;
  products: number;
  profile: CatalogueProfile;
  batchSize?: number;
  /** Called after each stored batch with the number of products stored so far. */
  onProgress?: (stored: number) => void;
}

/** Generates and stores a tenant's catalogue; the tenant must have none yet (see replace). */
export async function generateCatalogue(db: Db, options: GenerateOptions) {
  const started = performance.now();
  const { tenantId, uriName, profile, batchSize = 1000 } = options;
  const random = createRandom(profile.seed);
  const ref = buildReferenceData(random, profile.ownBrands, profile.competitorBrands);
  await insertReferenceData(db, tenantId, ref);
  let batch: ProductBundle[] = [];
  let stored = 0;
  for (const bundle of generateProducts(random, tenantId, uriName, ref, options.products)) {
    batch.push(bundle);
    if (batch.length === batchSize) {
      await insertProductBatch(db, batch);
      stored += batch.length;
      batch = [];
      options.onProgress?.(stored);
    }
  }
  if (batch.length > 0) await insertProductBatch(db, batch);
  await analyzeCatalogue(db);
  return { products: options.products, ms: Math.round(performance.now() - started) };
}

/** Drops the tenant's current catalogue, then generates a new one. */
export async function replaceCatalogue(db: Db, options: GenerateOptions) {
  await deleteCatalogue(db, options.tenantId);
  return generateCatalogue(db, options);
}

/** Generates only when the tenant has no product yet (start-up seeding never overwrites). */
export async function generateCatalogueIfEmpty(db: Db, options: GenerateOptions) {
  if ((await countProducts(db, options.tenantId)) > 0) return null;
  return replaceCatalogue(db, options);
}

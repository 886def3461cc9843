import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createStorage, type ObjectStorage } from '../uploads/storage';
import {
  analyzeCatalogue,
  countProducts,
  deleteCatalogue,
  insertProductBatch,
  insertReferenceData,
} from './catalog-seed.repository';
import { seedMerchandising } from './merchandising';
import {
  ACME_MERCHANDISING,
  DEMO_MERCHANDISING,
  type MerchandisingPlan,
} from './merchandising-plans';
import { generateProducts, type ProductBundle } from './product-generator';
import { createPictureWriter, pictureOf } from './product-pictures';
import { createRandom } from './prng';
import { buildReferenceData } from './reference-data';
import type { BrandVocabulary } from './vocabulary';

export interface CatalogueProfile {
  seed: number;
  ownBrands: readonly BrandVocabulary[];
  competitorBrands: number;
  /** The promotions and offers the catalogue home shows. */
  merchandising: MerchandisingPlan;
}

export const DEMO_PROFILE: CatalogueProfile = {
  seed: 20_240_601,
  ownBrands: [
    ['KL PEÇAS', 'KL', '-'],
    ['FREMAR', 'FR', ' '],
    ['AUTOLINEA', 'AL', '-'],
  ],
  competitorBrands: 12,
  merchandising: DEMO_MERCHANDISING,
};

export const ACME_PROFILE: CatalogueProfile = {
  seed: 77_001,
  ownBrands: [
    ['ACME HEAVY', 'AH', '-'],
    ['TRUCKPRO', 'TP', ' '],
  ],
  competitorBrands: 8,
  merchandising: ACME_MERCHANDISING,
};

export interface GenerateOptions {
  tenantId: string;
  uriName: string;
  products: number;
  profile: CatalogueProfile;
  batchSize?: number;
  /** Called after each stored batch with the number of products stored so far. */
  onProgress?: (stored: number) => void;
  /** Where the pictures go and whose URLs products get; the environment's storage by default. */
  storage?: ObjectStorage;
  /**
   * Renders the missing pictures into the storage. Off by default in generateCatalogue (tests
   * only need the rows), on by default in replaceCatalogue (start-up seeding and the seed CLI).
   */
  writePictures?: boolean;
}

let environmentStorage: ObjectStorage | undefined;
const defaultStorage = () => (environmentStorage ??= createStorage(loadConfig().storage));

/** Generates and stores a tenant's catalogue; the tenant must have none yet (see replace). */
export async function generateCatalogue(db: Db, options: GenerateOptions) {
  const started = performance.now();
  const { tenantId, uriName, profile, batchSize = 1000 } = options;
  const storage = options.storage ?? defaultStorage();
  // The pictures render off the main thread while the rows are inserted.
  const writer = createPictureWriter(storage, options.writePictures ? 2 : 0);
  const pictureUrl = (part: string, brand: string, rank: number) =>
    writer.add(pictureOf(uriName, part, brand, rank));
  const random = createRandom(profile.seed);
  const ref = buildReferenceData(random, profile.ownBrands, profile.competitorBrands);
  await insertReferenceData(db, tenantId, ref);
  let batch: ProductBundle[] = [];
  let stored = 0;
  for (const bundle of generateProducts(random, tenantId, pictureUrl, ref, options.products)) {
    batch.push(bundle);
    if (batch.length === batchSize) {
      await insertProductBatch(db, batch);
      stored += batch.length;
      batch = [];
      options.onProgress?.(stored);
    }
  }
  if (batch.length > 0) await insertProductBatch(db, batch);
  const merchandising = await addMerchandising(db, options);
  // The panel list's completeness column (migration 0006), for the whole generated catalogue.
  await db.execute(sql`select products_completeness_refresh(${tenantId}::uuid, null)`);
  await analyzeCatalogue(db);
  const pictures = await writer.done();
  const ms = Math.round(performance.now() - started);
  return { products: options.products, pictures, merchandising, ms };
}

/**
 * The profile's promotions and offers for a tenant that has none of them (each kind on its
 * own), so a catalogue generated before they existed gets them on the next seeding start.
 */
export function addMerchandising(db: Db, options: GenerateOptions) {
  return seedMerchandising(db, {
    tenantId: options.tenantId,
    uriName: options.uriName,
    plan: options.profile.merchandising,
    seed: options.profile.seed,
    storage: options.storage ?? defaultStorage(),
    writePictures: options.writePictures ?? false,
  });
}

/** Drops the tenant's current catalogue, then generates a new one with its pictures. */
export async function replaceCatalogue(db: Db, options: GenerateOptions) {
  await deleteCatalogue(db, options.tenantId);
  return generateCatalogue(db, { writePictures: true, ...options });
}

/** Generates only when the tenant has no product yet (start-up seeding never overwrites). */
export async function generateCatalogueIfEmpty(db: Db, options: GenerateOptions) {
  if ((await countProducts(db, options.tenantId)) > 0) return null;
  return replaceCatalogue(db, options);
}

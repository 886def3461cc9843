import type { Db } from '../../db/client';
import type { ObjectStorage } from '../uploads/storage';
import {
  countOffers,
  countPromotions,
  findOfferCandidates,
  insertOffers,
  insertPromotions,
} from './merchandising.repository';
import { PRICES, type MerchandisingPlan } from './merchandising-plans';
import { familyOf } from './part-drawings';
import { createRandom } from './prng';
import { bannerKey, writeBanners, type BannerSpec } from './promotion-banners';

const DAY = 86_400_000;

export interface MerchandisingOptions {
  tenantId: string;
  uriName: string;
  plan: MerchandisingPlan;
  seed: number;
  storage: ObjectStorage;
  /** Renders the missing banners into the storage (the rows get their URLs either way). */
  writePictures: boolean;
  now?: number;
}

/**
 * Gives a tenant its generated promotions and offers, each only when it has none yet (as the
 * catalogue itself: a second run, or a tenant whose staff made their own, is left alone).
 */
export async function seedMerchandising(db: Db, options: MerchandisingOptions) {
  const { tenantId, uriName, plan, storage, now = Date.now() } = options;
  const at = (days: number) => new Date(now + days * DAY);
  const result = { promotions: 0, offers: 0, banners: 0 };

  if ((await countPromotions(db, tenantId)) === 0) {
    const banners: BannerSpec[] = plan.promotions.map((p) => ({
      key: bannerKey(uriName, p.name),
      title: p.title,
      subtitle: p.subtitle,
      discount: p.discount,
      family: p.family,
      colour: p.colour,
    }));
    if (options.writePictures) result.banners = await writeBanners(storage, banners);
    await insertPromotions(
      db,
      tenantId,
      plan.promotions.map((p, i) => ({
        title: p.title,
        banner: storage.url(banners[i]!.key),
        discount: p.discount,
        startsAt: at(p.startDay),
        endsAt: p.endDay === null ? null : at(p.endDay),
      })),
    );
    result.promotions = plan.promotions.length;
  }

  if ((await countOffers(db, tenantId)) === 0) {
    const random = createRandom(options.seed ^ 0x0ffe25);
    const wanted = plan.offers + plan.expiredOffers;
    const chosen = random.sample(await findOfferCandidates(db, tenantId, wanted * 10), wanted);
    const price = (description: string) => {
      const [min, max] = PRICES[familyOf(description)];
      return random.int(min, max) + 0.9;
    };
    // Started at least two days ago: an offer a test or the panel adds later ("since
    // yesterday") is the product's newest and sets its price.
    const rows = chosen.map((p, i) =>
      i < plan.offers
        ? {
            productId: p.id,
            price: price(p.description),
            startsAt: at(-2 - i),
            endsAt: i % 3 === 2 ? null : at(random.int(20, 45)),
          }
        : { productId: p.id, price: price(p.description), startsAt: at(-45), endsAt: at(-15) },
    );
    await insertOffers(db, tenantId, rows);
    result.offers = rows.length;
  }
  return result;
}

import type { PartFamily } from './part-drawings';

/** A generated campaign; days count from the seeding moment (negative: in the past). */
export interface PromotionPlan {
  /** The banner's file name (one per campaign). */
  name: string;
  title: string;
  subtitle: string;
  discount: number;
  family: PartFamily;
  colour: string;
  startDay: number;
  endDay: number | null;
}

export interface MerchandisingPlan {
  promotions: readonly PromotionPlan[];
  /** Running offers, each on its own published product. */
  offers: number;
  /** Offers that ended before the seeding (they must never show). */
  expiredOffers: number;
}

/** What a part of each family costs in BRL (offer prices are drawn within it). */
export const PRICES: Record<PartFamily, [number, number]> = {
  disc: [149, 489],
  pad: [89, 259],
  caliper: [219, 689],
  hose: [29, 119],
  shock: [189, 589],
  spring: [119, 329],
  arm: [79, 389],
  bearing: [39, 249],
  filter: [19, 89],
  panel: [29, 99],
  belt: [59, 329],
  gasket: [15, 119],
  rotor: [149, 459],
  fan: [189, 649],
  piston: [129, 389],
  plug: [19, 69],
  radiator: [299, 899],
  boot: [25, 89],
  bulb: [12, 59],
  muffler: [179, 549],
  box: [49, 149],
};

export const DEMO_MERCHANDISING: MerchandisingPlan = {
  promotions: [
    {
      name: 'semana-do-freio',
      title: 'Semana do Freio: até 15% off em pastilhas e discos',
      subtitle: 'Pastilhas, discos e pinças das nossas marcas com preço especial.',
      discount: 15,
      family: 'disc',
      colour: '#c62828',
      startDay: -3,
      endDay: 60,
    },
    {
      name: 'suspensao-em-dia',
      title: 'Suspensão em dia: amortecedores e molas com 10% off',
      subtitle: 'Mais conforto e segurança: confira as aplicações do seu veículo.',
      discount: 10,
      family: 'shock',
      colour: '#3862ae',
      startDay: -10,
      endDay: null,
    },
    {
      name: 'feirao-de-filtros',
      title: 'Feirão de Filtros: 20% off na troca de óleo',
      subtitle: 'Filtros de óleo, ar e combustível para linha leve.',
      discount: 20,
      family: 'filter',
      colour: '#2e7d32',
      startDay: -60,
      endDay: -30,
    },
  ],
  offers: 12,
  expiredOffers: 1,
};

export const ACME_MERCHANDISING: MerchandisingPlan = {
  promotions: [
    {
      name: 'revisao-de-frota',
      title: 'Revisão de frota: 12% off em filtros e correias',
      subtitle: 'Linha pesada com pronta entrega para a sua oficina.',
      discount: 12,
      family: 'filter',
      colour: '#ef6c00',
      startDay: -5,
      endDay: 45,
    },
  ],
  offers: 4,
  expiredOffers: 0,
};

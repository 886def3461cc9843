/** Every path this remote renders or links to, and the API resources behind its screens. */
const base = '/panel/portifolio';

export const paths = {
  portfolio: base,
  brands: `${base}/brand`,
  factories: `${base}/factory`,
  vehicles: `${base}/vehicle`,
  products: `${base}/product`,
  /** `<productTemplates>/ProductMain?id=…`: one section of a product (spec §2). */
  productTemplates: `${base}/product/form/template`,
  profile: `${base}/profile`,
} as const;

/** The panel resources (DESIGN §8.1) the screens read and write. */
export const resources = {
  brands: `${base}/brands`,
  factories: `${base}/factories`,
  vehicles: `${base}/vehicles`,
  products: `${base}/products`,
  descriptions: `${base}/descriptions`,
  categories: `${base}/categories`,
  groups: `${base}/groups`,
  subgroups: `${base}/subgroups`,
  /** Not a list: GET/PUT `<portfolio>/profile`, read as the record `profile` of `<portfolio>`. */
  profile: { resource: base, id: 'profile' },
} as const;

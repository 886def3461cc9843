import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';

const Uuid = Type.String({ format: 'uuid' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Named = Type.Object({ id: Type.String(), name: Type.String() });

export const SEARCH_SORTS = ['relevance', 'code', 'description'] as const;

export const ProductSearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Code (exact, prefix, any punctuation), OE or competitor code, or description',
    }),
  ),
  brand: Type.Optional(Uuid),
  category: Type.Optional(Uuid),
  group: Type.Optional(Uuid),
  subgroup: Type.Optional(Uuid),
  factory: Type.Optional(Uuid),
  vehicle: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'A vehicle id or a model name' }),
  ),
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 24 }),
  sort: Type.Enum(SEARCH_SORTS, { default: 'relevance' }),
});
export type ProductSearchQuery = Static<typeof ProductSearchQuery>;

const FacetValues = Type.Array(
  Type.Object({ id: Type.String(), name: Type.String(), count: Type.Integer() }),
);

export const ProductSummary = Type.Object({
  id: Type.String(),
  code: Type.String(),
  description: Type.String(),
  complement: NullableString,
  brand: Named,
  image: Type.Union([Type.Object({ url: Type.String(), alt: Type.String() }), Type.Null()]),
});
export type ProductSummary = Static<typeof ProductSummary>;

export const FACET_KEYS = ['brand', 'category', 'group', 'subgroup', 'factory'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export const ProductSearchResult = Type.Object({
  items: Type.Array(ProductSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  facets: Type.Object(
    {
      brand: Type.Optional(FacetValues),
      category: Type.Optional(FacetValues),
      group: Type.Optional(FacetValues),
      subgroup: Type.Optional(FacetValues),
      factory: Type.Optional(FacetValues),
    },
    { description: 'Counts within the results; a category level switched off has no facet' },
  ),
  vehicle: Type.Union(
    [
      Type.Object({
        label: Type.String(),
        words: Type.Array(Type.String()),
        factory: Type.Union([Named, Type.Null()]),
        model: NullableString,
        year: NullableNumber,
      }),
      Type.Null(),
    ],
    {
      description:
        "Words of q read as a vehicle (a model, a maker, a year beside one): they narrow the results to the products that fit it, not by text. Null when the picker's vehicle is set",
    },
  ),
  didYouMean: Type.Union([Type.String(), Type.Null()], {
    description: 'When nothing was found: a corrected q that finds something',
  }),
});
export type ProductSearchResult = Static<typeof ProductSearchResult>;

export const SuggestQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100 }),
});
export type SuggestQuery = Static<typeof SuggestQuery>;

export const SUGGESTION_KINDS = ['description', 'brand', 'vehicle', 'code'] as const;

export const SuggestResult = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: Type.Enum(SUGGESTION_KINDS),
      label: Type.String(),
      q: Type.String({ description: 'What to search for this suggestion' }),
      productId: Type.Union([Type.String(), Type.Null()], {
        description: "A code's product (open its page); null for the other kinds",
      }),
    }),
    { maxItems: 8 },
  ),
});
export type SuggestResult = Static<typeof SuggestResult>;

export const suggestSchema = {
  tags: ['catalog-public'],
  summary: 'Suggestions as the visitor types: descriptions, brands, vehicle models, codes',
  querystring: SuggestQuery,
  response: { 200: SuggestResult, 400: ErrorResponse, 404: ErrorResponse },
};

export const Offer = Type.Object({
  price: Type.Number(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ProductDetail = Type.Object({
  id: Type.String(),
  code: Type.String(),
  status: Type.String(),
  description: Named,
  complement: NullableString,
  brand: Type.Object({ id: Type.String(), name: Type.String(), logo: NullableString }),
  category: Type.Union([Named, Type.Null()]),
  group: Type.Union([Named, Type.Null()]),
  subgroup: Type.Union([Named, Type.Null()]),
  replacedBy: Type.Union([Type.Object({ id: Type.String(), code: Type.String() }), Type.Null()]),
  position: NullableString,
  notes: NullableString,
  infoText: NullableString,
  // infoText rendered for the page (CommonMark; no raw HTML, handler or unsafe link can be in it):
  // safe to insert as it is.
  infoHtml: NullableString,
  images: Type.Array(Type.Object({ url: Type.String(), alt: Type.String(), rank: Type.Integer() })),
  criteria: Type.Array(
    Type.Object({ name: Type.String(), value: Type.String(), unit: NullableString }),
  ),
  pack: Type.Object({
    salesUnit: NullableString,
    qtyPerPack: NullableNumber,
    salesMultiple: NullableNumber,
    ean13: NullableString,
    dun14: NullableString,
    netWeight: NullableNumber,
    grossWeight: NullableNumber,
    height: NullableNumber,
    width: NullableNumber,
    length: NullableNumber,
  }),
  tax: Type.Object({
    ncm: NullableString,
    cest: NullableString,
    origin: NullableNumber,
    ipiRate: NullableNumber,
    exTipi: NullableString,
  }),
  oeRefs: Type.Array(Type.Object({ factory: Named, code: Type.String() })),
  crossRefs: Type.Array(Type.Object({ brand: Named, code: Type.String() })),
  applications: Type.Array(
    Type.Object({
      vehicle: Type.Object({
        id: Type.String(),
        model: Type.String(),
        version: NullableString,
        engine: NullableString,
        fuel: NullableString,
        body: NullableString,
        line: Type.String(),
      }),
      factory: Named,
      yearStart: NullableNumber,
      yearEnd: NullableNumber,
      position: NullableString,
      note: NullableString,
    }),
  ),
  offer: Type.Union([Offer, Type.Null()], {
    description: "The current offer; null also when the tenant's rules hide prices",
  }),
});
export type ProductDetail = Static<typeof ProductDetail>;

export const searchProductsSchema = {
  tags: ['catalog-public'],
  summary: "Searches the Host's published catalogue: codes, references, descriptions, vehicles",
  querystring: ProductSearchQuery,
  response: { 200: ProductSearchResult, 400: ErrorResponse, 404: ErrorResponse },
};

export const productDetailSchema = {
  tags: ['catalog-public'],
  summary: 'Everything the product page shows',
  params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
  response: { 200: ProductDetail, 404: ErrorResponse },
};

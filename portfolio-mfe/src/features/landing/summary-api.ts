import { baseApi } from '@catalogo/shared-auth';

/** GET /panel/portifolio/summary: how much there is, and what needs a look. */
export interface PortfolioSummary {
  counts: {
    brands: number;
    categories: number;
    groups: number;
    subgroups: number;
    descriptions: number;
    factories: number;
    vehicles: number;
    products: number;
  };
  attention: {
    inactiveBrandsInUse: number;
    descriptionsWithoutSubgroup: number;
    inactiveVehiclesInUse: number;
  };
}

export const SUMMARY_URL = '/panel/portifolio/summary';

const summaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPortfolioSummary: build.query<PortfolioSummary, void>({ query: () => SUMMARY_URL }),
  }),
});

export const { useGetPortfolioSummaryQuery } = summaryApi;

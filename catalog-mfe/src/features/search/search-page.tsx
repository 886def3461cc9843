import { useDeferredValue, useMemo, useRef } from 'react';
import { Alert, Box, Button, Container, formatNumber } from '@catalogo/shared-ui';
import { FACET_KEYS, useSearchProductsQuery } from './search-api';
import type { ProductSearchResult } from './search-api';
import { FacetList } from './facet-list';
import { Pagination } from './pagination';
import { ProductCard } from '../../common/product-card';
import { FILTER_KEYS, isSearching, useProductSearch } from './search-params';
import { withoutWords } from './query-words';
import { DidYouMean, VehicleChip } from './search-hints';
import { visuallyHidden } from '../../common/styles';
import { useCategoryLevels } from '../../common/category-levels';
import type { CategoryLevels } from '../../common/category-levels';
import { placeholder } from './styles';
import { VehicleSelector } from './vehicle-selector';

const resultGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, 1fr)',
    md: 'repeat(3, 1fr)',
    lg: 'repeat(4, 1fr)',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

const totalText = (total: number) =>
  total === 1 ? '1 produto' : `${formatNumber(total)} produtos`;

const hasFacets = (facets: ProductSearchResult['facets']) =>
  FACET_KEYS.some((key) => (facets?.[key]?.length ?? 0) > 0);

/** The facets to offer: none for a category level that is off (the API leaves it out too). */
function visibleFacets(
  facets: ProductSearchResult['facets'],
  levels: CategoryLevels,
): ProductSearchResult['facets'] {
  if (!facets) return facets;
  return Object.fromEntries(
    Object.entries(facets).filter(
      ([key]) => !(key in levels) || levels[key as keyof CategoryLevels],
    ),
  );
}

/**
 * The public catalogue search: vehicle, facets, results and pages, all kept in the URL (the text
 * is typed in the search bar above the page). With a search the page is its results: they come
 * first, under a heading of their own.
 */
export function SearchPage() {
  const { search, update, linkTo } = useProductSearch();
  const searching = isSearching(search);
  const query = useSearchProductsQuery(search);
  // The results are drawn from a deferred copy: a long list renders in slices, in the background,
  // and typing stays responsive. Until it catches up, what shows is marked as being refreshed.
  const data = useDeferredValue(query.data);
  const { isError, refetch } = query;
  const isFetching = query.isFetching || data !== query.data;
  const resultsTop = useRef<HTMLDivElement>(null);
  const filtered = FILTER_KEYS.some((key) => search[key]);
  const levels = useCategoryLevels();
  const facets = useMemo(() => visibleFacets(data?.facets, levels), [data?.facets, levels]);
  const withFacets = hasFacets(facets);
  const pageCount = data ? Math.ceil(data.total / (data.pageSize || search.pageSize)) : 0;

  const goToPage = (page: number) => {
    update({ page });
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  };

  let status = '';
  if (!data && isFetching) status = 'Buscando produtos…';
  else if (data && !isError) status = totalText(data.total);
  const vehicle = data && !isError ? data.vehicle : null;
  const didYouMean = data && !isError && data.total === 0 ? data.didYouMean : null;

  return (
    <Container
      component="section"
      aria-labelledby="catalog-search-title"
      sx={{ py: searching ? { xs: 2, md: 3 } : 4 }}
    >
      {/* Without the company's hero above it, the results are the page's main heading. */}
      <Box component={searching ? 'h1' : 'h2'} id="catalog-search-title" sx={visuallyHidden}>
        {searching ? 'Resultados da busca' : 'Produtos'}
      </Box>
      <Box sx={{ mb: 3 }}>
        <VehicleSelector
          factory={search.factory}
          vehicle={search.vehicle}
          year={search.year}
          onChange={update}
        />
      </Box>
      <Box
        ref={resultsTop}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: withFacets ? '240px minmax(0, 1fr)' : '1fr' },
          alignItems: 'start',
          scrollMarginTop: 16,
        }}
      >
        {withFacets && <FacetList facets={facets} search={search} onChange={update} />}
        <Box sx={{ minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2,
              rowGap: 1,
              mb: 2,
              minHeight: 24,
            }}
          >
            <Box role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
              {status}
            </Box>
            {vehicle && search.q && (
              <VehicleChip
                vehicle={vehicle}
                onRemove={() => update({ q: withoutWords(search.q ?? '', vehicle.words) })}
              />
            )}
          </Box>
          {isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Tentar novamente
                </Button>
              }
            >
              Não foi possível buscar os produtos. Tente novamente.
            </Alert>
          ) : !data ? (
            <LoadingGrid />
          ) : data.items.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 6 }}>
              <Box component="p" sx={{ fontSize: '1.125rem', fontWeight: 700, m: 0, mb: 1 }}>
                Nenhum produto encontrado.
              </Box>
              {didYouMean && <DidYouMean text={didYouMean} to={linkTo({ q: didYouMean })} />}
              <Box component="p" sx={{ color: 'text.secondary', mt: 1 }}>
                Confira a grafia, busque pelo código ou por menos palavras
                {filtered ? ', ou remova alguns filtros' : ''}.
              </Box>
              {data.total > 0 ? (
                // An old link past the last page.
                <Button variant="outlined" onClick={() => goToPage(1)}>
                  Ir para a primeira página
                </Button>
              ) : (
                filtered && (
                  <Button variant="outlined" onClick={() => update(clearAll)}>
                    Limpar busca e filtros
                  </Button>
                )
              )}
            </Box>
          ) : (
            <Box
              component="ul"
              aria-busy={isFetching}
              sx={{ ...resultGrid, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              {data.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </Box>
          )}
          {data && !isError && (
            <Pagination page={search.page} pageCount={pageCount} onChange={goToPage} />
          )}
        </Box>
      </Box>
    </Container>
  );
}

const clearAll = Object.fromEntries(FILTER_KEYS.map((key) => [key, null]));

/** Placeholder boxes while the first results load (plain boxes: no lazy Skeleton to wait for). */
function LoadingGrid() {
  return (
    <Box component="ul" aria-hidden data-testid="results-loading" sx={resultGrid}>
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index}>
          <Box sx={{ ...placeholder, aspectRatio: '1', mb: 1 }} />
          <Box sx={{ ...placeholder, height: 16, width: '80%' }} />
        </li>
      ))}
    </Box>
  );
}

import { useCallback } from 'react';
import { Box, Container, useMatch, useNavigate } from '@catalogo/shared-ui';
import { catalogPaths, productPath } from '../../app/paths';
import { SearchBox } from './search-box';
import { useProductSearch } from './search-params';

/**
 * The search strip right under the catalogue bar, on the home and on every product page: the
 * first thing a visitor sees, at any width. On the home the results follow the typing; on a
 * product page Enter or a suggestion opens the home on that search.
 */
export function SearchBar() {
  const onHome = useMatch(catalogPaths.home) !== null;
  const { search, update } = useProductSearch();
  const navigate = useNavigate();
  const q = onHome ? (search.q ?? '') : '';

  const onSearch = useCallback(
    (text: string, typing: boolean) => {
      if (onHome) {
        // Refining a search replaces the history entry; starting or clearing one adds an entry.
        update({ q: text }, { replace: typing && !!search.q && !!text });
      } else if (text) {
        void navigate({
          pathname: catalogPaths.home,
          search: `?${new URLSearchParams({ q: text })}`,
        });
      }
    },
    [onHome, update, search.q, navigate],
  );
  const openProduct = useCallback((id: string) => void navigate(productPath(id)), [navigate]);

  return (
    <Box
      data-testid="catalog-search-bar"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        py: { xs: 1.25, md: 1.5 },
      }}
    >
      <Container>
        <Box sx={{ maxWidth: 760, mx: 'auto' }}>
          <SearchBox value={q} onSearch={onSearch} onOpenProduct={openProduct} live={onHome} />
        </Box>
      </Container>
    </Box>
  );
}

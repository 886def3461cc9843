import { memo, useState } from 'react';
import { Box, formatNumber, styled } from '@catalogo/shared-ui';
import { FACET_KEYS } from './search-api';
import type { FacetKey, ProductSearchResult } from './search-api';
import type { ProductSearch, SearchChanges } from './search-params';
import { control, focusRing } from '../../common/styles';

const facetTitles: Record<FacetKey, string> = {
  brand: 'Marca',
  category: 'Categoria',
  group: 'Grupo',
  subgroup: 'Subgrupo',
  factory: 'Montadora',
};

interface FacetListProps {
  facets: ProductSearchResult['facets'];
  search: ProductSearch;
  onChange: (changes: SearchChanges) => void;
}

/** Filters with their counts; a level switched off has no facet and so no section. */
/** Values shown per facet before 'Mostrar todos'. */
const FACET_PREVIEW = 8;

// Static styles for the many option rows (one rule each, not one sx object per row).
const FacetOption = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 0),
  cursor: 'pointer',
  fontSize: '0.9375rem',
}));
const FacetCheckbox = styled('input')(({ theme }) => ({
  width: 18,
  height: 18,
  margin: 0,
  flexShrink: 0,
  accentColor: (theme.vars ?? theme).palette.primary.main,
  '&:focus-visible': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));
const FacetName = styled('span')({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
const FacetCount = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
}));

// Memoised: its props only change with the (deferred) results, the search or the handler.
export const FacetList = memo(function FacetList({ facets, search, onChange }: FacetListProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Partial<Record<FacetKey, boolean>>>({});
  const present = FACET_KEYS.filter((key) => (facets?.[key]?.length ?? 0) > 0);
  if (present.length === 0) return null;
  return (
    <Box component="aside" aria-label="Filtros">
      {/* Phones: the filters fold under a button; from md up they are always shown. */}
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls="catalog-facets"
        onClick={() => setOpen(!open)}
        sx={{
          ...control,
          display: { xs: 'flex', md: 'none' },
          width: '100%',
          justifyContent: 'space-between',
          fontWeight: 700,
          mb: 1,
          cursor: 'pointer',
        }}
      >
        Filtros <span aria-hidden>{open ? '▴' : '▾'}</span>
      </Box>
      <Box
        id="catalog-facets"
        sx={{ display: { xs: open ? 'grid' : 'none', md: 'grid' }, gap: 2.5 }}
      >
        {present.map((key) => (
          <Box component="fieldset" key={key} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
              {facetTitles[key]}
            </Box>
            {(facets?.[key] ?? [])
              .filter(
                (value, index) =>
                  expanded[key] || index < FACET_PREVIEW || search[key] === value.id,
              )
              .map((value) => {
                const checked = search[key] === value.id;
                return (
                  <FacetOption key={value.id}>
                    <FacetCheckbox
                      type="checkbox"
                      checked={checked}
                      onChange={() => onChange({ [key]: checked ? null : value.id })}
                    />
                    <FacetName>{value.name}</FacetName>
                    <FacetCount>({formatNumber(value.count)})</FacetCount>
                  </FacetOption>
                );
              })}
            {(facets?.[key]?.length ?? 0) > FACET_PREVIEW && (
              <Box
                component="button"
                type="button"
                aria-expanded={!!expanded[key]}
                onClick={() => setExpanded({ ...expanded, [key]: !expanded[key] })}
                sx={{
                  all: 'unset',
                  cursor: 'pointer',
                  color: 'primary.main',
                  fontSize: '0.875rem',
                  mt: 0.5,
                  ...focusRing,
                }}
              >
                {expanded[key] ? 'Mostrar menos' : `Mostrar todos (${facets?.[key]?.length})`}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
});

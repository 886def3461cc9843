import { useId, useState } from 'react';
import { Box, Button, Stack, useMediaQuery, useTheme } from '@catalogo/shared-ui';
import { ColumnChooser } from './column-chooser';
import { FilterChips } from './filter-chips';
import type { ChoosableColumn } from './column-chooser';
import { FilterControl } from './list-filters';
import type { ListFilter } from './list-filters';
import { SearchBox } from './search-box';

export interface ListToolbarProps {
  q: string;
  searchLabel: string;
  onSearch: (q: string) => void;
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onFilters: (values: Record<string, string>) => void;
  columns: readonly ChoosableColumn[];
  visible: readonly string[];
  onColumns: (visible: string[]) => void;
  /** Back to no search and no filters. */
  onClear: () => void;
}

/**
 * Search, the list's filters, the column chooser and "Limpar filtros"; the filters in force
 * follow as chips. On a phone, a list with several filters keeps them behind "Filtros (n)", so
 * the search and the rows are in the first screen.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { q, filters, values, onFilters, columns, visible, onColumns } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  const folded = phone && filters.length > 1;
  const inForce = filters.filter((f) => values[f.name]).length;
  const controls = filters.map((filter) => (
    <FilterControl
      key={filter.name}
      filter={filter}
      value={values[filter.name] ?? ''}
      onChange={(value) => onFilters({ ...values, [filter.name]: value })}
    />
  ));
  const toggle = (field: string) =>
    onColumns(
      visible.includes(field)
        ? visible.filter((f) => f !== field)
        : columns.map((c) => c.field).filter((f) => f === field || visible.includes(f)),
    );
  return (
    <>
      <Stack
        direction="row"
        role="search"
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
      >
        <SearchBox value={q} label={props.searchLabel} onSearch={props.onSearch} />
        {folded ? (
          <>
            <Button
              variant="outlined"
              aria-expanded={open}
              aria-controls={filtersId}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Ocultar filtros' : 'Filtros'}
              {inForce > 0 && ` (${inForce})`}
            </Button>
            {open && (
              <Box id={filtersId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: '100%' }}>
                {controls}
              </Box>
            )}
          </>
        ) : (
          controls
        )}
        <ColumnChooser columns={columns} visible={visible} onToggle={toggle} />
        {(q || Object.keys(values).length > 0) && (
          <Button onClick={props.onClear}>Limpar filtros</Button>
        )}
      </Stack>
      <FilterChips
        filters={filters}
        values={values}
        onRemove={(name) => {
          const { [name]: _removed, ...rest } = values;
          onFilters(rest);
        }}
      />
    </>
  );
}

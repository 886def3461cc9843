import { Button, Stack } from '@catalogo/shared-ui';
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
 * Search, the list's filters, the column chooser and "Limpar filtros"; wraps on a phone. The
 * filters in force follow as chips.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { q, filters, values, onFilters, columns, visible, onColumns } = props;
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
        {filters.map((filter) => (
          <FilterControl
            key={filter.name}
            filter={filter}
            value={values[filter.name] ?? ''}
            onChange={(value) => onFilters({ ...values, [filter.name]: value })}
          />
        ))}
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

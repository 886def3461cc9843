import { Suspense, useMemo } from 'react';
import { Box, Skeleton, visuallyHidden } from '@catalogo/shared-ui';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { DataGrid } from '../mui';
import type {
  GridColDef,
  GridColumnVisibilityModel,
  GridRowSelectionModel,
  GridSortModel,
} from '../mui';
import { PAGE_SIZES } from './list-state';
import type { ListState } from './list-state';

export interface ListGridProps<R extends PanelRow> {
  label: string;
  rows: readonly R[];
  /** The API's count: the last answer's while the next page loads, none before the first. */
  total: number | undefined;
  loading: boolean;
  columns: readonly GridColDef<R>[];
  visible: readonly string[];
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  onColumnsChange: (visible: string[]) => void;
  selectable: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  onOpen: (row: R) => void;
  emptyLabel: string;
}

/** The Data Grid in server mode: the API pages, sorts and filters; the URL holds the state. */
export function ListGrid<R extends PanelRow>(props: ListGridProps<R>) {
  const { columns, visible, state, onChange, rows, selected, onSelect, onOpen } = props;
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(columns.map((c) => [c.field, visible.includes(c.field)])),
    [columns, visible],
  );
  // Stable models: a new array on every render reads to the grid as a new sort, which sends
  // it back to the first page.
  const sortModel = useMemo<GridSortModel>(() => {
    const [field, direction] = state.sort.split(':');
    return field && direction ? [{ field, sort: direction as 'asc' | 'desc' }] : [];
  }, [state.sort]);
  const paginationModel = useMemo(
    () => ({ page: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );
  // Until the first answer the grid must not think the page is out of range (it would go back
  // to page 1): it gets a stand-in count, which its footer does not show.
  const rowCount = props.total ?? state.page * state.pageSize;
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selected) }),
    [selected],
  );
  return (
    // The grid scrolls sideways inside its own box: the page never does, even at 390 px.
    <Box sx={{ width: '100%', minWidth: 0 }} aria-busy={props.loading || undefined}>
      {/* The loading bar, said. The bar itself is hidden from screen readers: a progressbar
          inside the grid is a child its role does not allow, and it has no name. */}
      <Box role="status" sx={visuallyHidden}>
        {props.loading ? 'Carregando…' : ''}
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <DataGrid<R>
          aria-label={props.label}
          rows={rows}
          columns={columns as GridColDef<R>[]}
          rowCount={rowCount}
          loading={props.loading}
          slotProps={{ loadingOverlay: { 'aria-hidden': true } }}
          autoHeight
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          pageSizeOptions={PAGE_SIZES}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            onChange(
              model.pageSize !== state.pageSize
                ? { page: 1, pageSize: model.pageSize }
                : { page: model.page + 1 },
            )
          }
          sortModel={sortModel}
          onSortModelChange={([first]) =>
            onChange({ sort: first?.sort ? `${first.field}:${first.sort}` : '', page: 1 })
          }
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) =>
            props.onColumnsChange(
              columns.filter((c) => model[c.field] !== false).map((c) => c.field),
            )
          }
          checkboxSelection={props.selectable}
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) =>
            onSelect(
              model.type === 'include'
                ? [...model.ids].map(String)
                : // "all": this page's rows (the grid knows no others) and those chosen elsewhere
                  [
                    ...selected.filter((id) => !rows.some((r) => r.id === id)),
                    ...rows.map((r) => r.id).filter((id) => !model.ids.has(id)),
                  ],
            )
          }
          onRowClick={(params) => onOpen(params.row)}
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter' && params.field !== '__check__') onOpen(params.row);
          }}
          localeText={{
            noRowsLabel: props.emptyLabel,
            // "1–25 de 25" before the first answer would be a guess shown as a fact.
            ...(props.total === undefined ? { paginationDisplayedRows: () => '' } : {}),
          }}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Suspense>
    </Box>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  Typography,
  useLocation,
  useMediaQuery,
  useNavigate,
  useTheme,
} from '@catalogo/shared-ui';
import { useCan } from '@catalogo/shared-auth';
import { useGetPanelListQuery } from '@catalogo/shared-auth/panel';
import type { PanelBulkAction, PanelRow } from '@catalogo/shared-auth/panel';
import { BulkBar } from './bulk-bar';
import { ListActions } from './list-actions';
import { filterParams } from './list-filters';
import type { ListFilter } from './list-filters';
import type { ListPageProps } from './list-page-props';
import { ListGrid } from './list-grid';
import { toListParams } from './list-state';
import type { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';
import { useListState } from './use-list-state';

const ALL_BULK: readonly PanelBulkAction[] = ['activate', 'deactivate', 'delete'];
const NO_FILTERS: readonly ListFilter[] = [];

/** A panel list (DESIGN §8.3): search, filters, sort and page in the URL, selection, bulk, CSV. */
export function ListPage<R extends PanelRow>(props: ListPageProps<R>) {
  const { resource, columns, filters = NO_FILTERS, bulkActions = ALL_BULK } = props;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canWrite = useCan(props.writePermission);
  const filterNames = useMemo(() => filters.map((f) => f.name), [filters]);
  const [state, update] = useListState(
    props.defaultPageSize ?? 25,
    props.defaultSort ?? '',
    filterNames,
  );
  const params = useMemo(
    () => toListParams({ ...state, filters: filterParams(state.filters, filters) }),
    [state, filters],
  );
  const list = useGetPanelListQuery({ resource, params }, { refetchOnMountOrArgChange: true });
  const [selected, setSelected] = useState<string[]>([]);

  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = phone ? props.phoneColumns : undefined;
  const defaultVisible = useMemo(
    () =>
      columns
        .map((c) => c.field)
        .filter((f) => (shown ? shown.includes(f) : !props.hiddenColumns?.includes(f))),
    [columns, props.hiddenColumns, shown],
  );
  const visible = state.cols ?? defaultVisible;
  const setColumns = (next: string[]) =>
    update({ cols: next.join() === defaultVisible.join() ? null : next });
  // A new search or filter starts from page 1 with nothing selected.
  const refine = useCallback(
    (patch: Partial<ListState>) => {
      setSelected([]);
      update({ ...patch, page: 1 });
    },
    [update],
  );
  const search = useCallback((q: string) => refine({ q }), [refine]);
  const filtering = !!state.q || Object.keys(state.filters).length > 0;

  // A remembered page past the end (rows were deleted meanwhile): go to the last one.
  const current = list.currentData;
  const lastPage = current ? Math.max(1, Math.ceil(current.total / state.pageSize)) : state.page;
  useEffect(() => {
    if (state.page > lastPage) update({ page: lastPage });
  }, [state.page, lastPage, update]);

  const selectable = canWrite && (bulkActions.length > 0 || !!props.bulkExtra);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        {props.title && (
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {props.title}
          </Typography>
        )}
        <ListActions
          resource={resource}
          canWrite={canWrite}
          newPath={props.newPath ?? `${pathname}/form`}
          newLabel={props.newLabel ?? 'Novo'}
          importable={props.importable ?? true}
          exportable={props.exportable ?? true}
          params={params}
          selected={selected}
        />
      </Stack>
      <ListToolbar
        q={state.q}
        searchLabel={props.searchLabel ?? 'Buscar'}
        onSearch={search}
        filters={filters}
        values={state.filters}
        onFilters={(values) => refine({ filters: values })}
        columns={columns}
        visible={visible}
        onColumns={setColumns}
        onClear={() => refine({ q: '', filters: {} })}
      />
      {props.children}
      {selectable && (
        <BulkBar
          resource={resource}
          ids={selected}
          actions={bulkActions}
          onDone={setSelected}
          onClear={() => setSelected([])}
        >
          {props.bulkExtra?.({ ids: selected, done: setSelected })}
        </BulkBar>
      )}
      {list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar a lista.
        </Alert>
      ) : (
        <ListGrid<R>
          label={props.title ?? 'Lista'}
          rows={(list.data?.items ?? []) as R[]}
          total={list.data?.total}
          loading={list.isFetching}
          columns={columns}
          visible={visible}
          state={state}
          onChange={update}
          onColumnsChange={setColumns}
          selectable={selectable}
          selected={selected}
          onSelect={setSelected}
          onOpen={(row) => void navigate(props.rowPath?.(row) ?? `${pathname}/form/${row.id}`)}
          emptyLabel={
            filtering
              ? 'Nenhum resultado para a busca e os filtros.'
              : 'Nenhum registro cadastrado.'
          }
        />
      )}
    </Box>
  );
}

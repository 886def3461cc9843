import { formatDateTime } from '@catalogo/shared-ui';
import type { GridColDef, ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { codeAndName, LEVELS, optionLabel } from './levels';

// The columns and filters the three level lists share. Every column's field is one the API
// sorts by (an unknown sort is a 400).

export const codeColumn: GridColDef<PanelRow> = {
  field: 'code',
  headerName: 'Código',
  width: 140,
};
export const nameColumn: GridColDef<PanelRow> = {
  field: 'name',
  headerName: 'Nome',
  flex: 1,
  minWidth: 180,
};
export const orderColumns: GridColDef<PanelRow>[] = [
  { field: 'sortOrder', headerName: 'Ordem', type: 'number', width: 100 },
  {
    field: 'active',
    headerName: 'Ativo',
    width: 90,
    valueFormatter: (value: unknown) => (value ? 'Sim' : 'Não'),
  },
  {
    field: 'updatedAt',
    headerName: 'Atualizado em',
    width: 160,
    valueFormatter: (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '—'),
  },
];
/** Shown only when the user asks for them ("Colunas"). */
export const hiddenColumns = ['updatedAt'];

/** The parent's column: sorted by the API on its id field, shown by its expansion. */
export const parentColumn = (field: string, expanded: string, headerName: string) =>
  ({
    field,
    headerName,
    flex: 1,
    minWidth: 180,
    valueGetter: (_value: unknown, row: PanelRow) => codeAndName(row[expanded]),
  }) satisfies GridColDef<PanelRow>;

export const activeFilter: ListFilter = { type: 'boolean', name: 'active', label: 'Ativo' };

export const categoryFilter: ListFilter = {
  type: 'resource',
  name: 'category',
  label: 'Categoria',
  resource: LEVELS.category.resource,
  optionLabel: optionLabel('category'),
};

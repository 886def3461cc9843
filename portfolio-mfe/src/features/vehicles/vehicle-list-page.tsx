import { ListPage } from '@catalogo/shared-ui/panel';
import type { GridColDef, ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { activeColumn, updatedAtColumn } from '../common/columns';
import {
  FIRST_YEAR,
  FUEL_OPTIONS,
  LAST_YEAR,
  VEHICLE_LINES,
  fuelLabel,
  lineLabel,
  yearsLabel,
} from './vehicle-schema';

// The list machinery has no number filter: the year is a choice, newest first.
const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => {
  const year = String(LAST_YEAR - i);
  return { value: year, label: year };
});

const filters: readonly ListFilter[] = [
  { type: 'boolean', name: 'active', label: 'Ativo' },
  {
    type: 'resource',
    name: 'factory',
    label: 'Montadora',
    resource: resources.factories,
  },
  { type: 'select', name: 'line', label: 'Linha', options: VEHICLE_LINES },
  { type: 'select', name: 'fuel', label: 'Combustível', options: FUEL_OPTIONS },
  { type: 'select', name: 'year', label: 'Ano', options: YEARS },
];

const factoryName = (row: PanelRow) =>
  (row.factory as { name?: string } | null | undefined)?.name ?? '—';

const columns: GridColDef<PanelRow>[] = [
  // The API sorts by the maker's id, not its name: no sort on this column.
  {
    field: 'factory',
    headerName: 'Montadora',
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => factoryName(row),
  },
  { field: 'model', headerName: 'Modelo', flex: 1, minWidth: 140 },
  { field: 'versionName', headerName: 'Versão', flex: 1, minWidth: 140 },
  { field: 'engine', headerName: 'Motor', width: 120 },
  {
    field: 'fuel',
    headerName: 'Combustível',
    width: 120,
    valueFormatter: (value) => fuelLabel(value),
  },
  { field: 'line', headerName: 'Linha', width: 90, valueFormatter: (value) => lineLabel(value) },
  {
    field: 'yearStart',
    headerName: 'Anos',
    width: 120,
    valueGetter: (_value, row) => yearsLabel(row.yearStart, row.yearEnd),
  },
  activeColumn,
  updatedAtColumn,
];

/** The vehicles products apply to (maker, model, version, engine, years). */
export function VehicleListPage() {
  return (
    <ListPage
      title="Veículos"
      resource={resources.vehicles}
      columns={columns}
      filters={filters}
      writePermission="portfolio:write"
      defaultSort="model:asc"
      hiddenColumns={['updatedAt']}
      newLabel="Novo veículo"
      searchLabel="Buscar veículo"
    />
  );
}

import { useMemo } from 'react';
import { ListPage } from '@catalogo/shared-ui/panel';
import type { GridColDef, ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { activeColumn, logoColumn, updatedAtColumn } from '../common/columns';
import { useImageContext } from '../common/use-image-context';
import { FACTORY_SEGMENTS, segmentLabels } from './factory-schema';

const filters: readonly ListFilter[] = [
  { type: 'boolean', name: 'active', label: 'Ativo' },
  { type: 'select', name: 'segment', label: 'Segmento', options: FACTORY_SEGMENTS },
];

/** The vehicle makers (montadoras). */
export function FactoryListPage() {
  const { apiBase, mediaUrl } = useImageContext();
  const columns = useMemo<GridColDef<PanelRow>[]>(
    () => [
      logoColumn({ apiBase, mediaUrl }),
      { field: 'name', headerName: 'Nome', flex: 1, minWidth: 150 },
      { field: 'country', headerName: 'País', width: 140 },
      {
        field: 'segments',
        headerName: 'Segmentos',
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueFormatter: (value) => segmentLabels(value) || '—',
      },
      activeColumn,
      updatedAtColumn,
    ],
    [apiBase, mediaUrl],
  );
  return (
    <ListPage
      title="Montadoras"
      resource={resources.factories}
      columns={columns}
      filters={filters}
      writePermission="portfolio:write"
      defaultSort="name:asc"
      newLabel="Nova montadora"
      searchLabel="Buscar montadora"
    />
  );
}

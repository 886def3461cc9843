import { useMemo } from 'react';
import { ListPage } from '@catalogo/shared-ui/panel';
import type { GridColDef, ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { activeColumn, logoColumn, updatedAtColumn } from '../common/columns';
import { useImageContext } from '../common/use-image-context';
import { BRAND_KINDS, brandKindLabel } from './brand-schema';

const filters: readonly ListFilter[] = [
  { type: 'boolean', name: 'active', label: 'Ativo' },
  { type: 'select', name: 'kind', label: 'Tipo', options: BRAND_KINDS },
  { type: 'boolean', name: 'inUse', label: 'Em uso' },
];

/** The brands (own and competitors'), with their logos. */
export function BrandListPage() {
  const context = useImageContext();
  const { apiBase, mediaUrl } = context;
  const columns = useMemo<GridColDef<PanelRow>[]>(
    () => [
      logoColumn({ apiBase, mediaUrl }),
      { field: 'name', headerName: 'Nome', flex: 1, minWidth: 150 },
      {
        field: 'kind',
        headerName: 'Tipo',
        width: 130,
        valueFormatter: (value) => brandKindLabel(value),
      },
      activeColumn,
      updatedAtColumn,
    ],
    [apiBase, mediaUrl],
  );
  return (
    <ListPage
      title="Marcas"
      resource={resources.brands}
      columns={columns}
      filters={filters}
      writePermission="portfolio:write"
      defaultSort="name:asc"
      newLabel="Nova marca"
      searchLabel="Buscar marca"
    />
  );
}

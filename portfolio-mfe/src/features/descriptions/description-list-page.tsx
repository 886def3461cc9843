import { formatDateTime } from '@catalogo/shared-ui';
import { ListPage } from '@catalogo/shared-ui/panel';
import type { GridColDef, ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { codeAndName, DESCRIPTIONS, SUBGROUPS, subgroupOption } from './descriptions-shared';
import { formatNcm } from './ncm';

// Every column's field is one the API sorts by, or says `sortable: false` (else a 400).
const columns: GridColDef<PanelRow>[] = [
  { field: 'code', headerName: 'Código', width: 110 },
  { field: 'name', headerName: 'Nome', flex: 1.4, minWidth: 220 },
  {
    field: 'synonyms',
    headerName: 'Sinônimos',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (value: unknown) => (Array.isArray(value) ? value.join(', ') : ''),
  },
  {
    field: 'defaultSubgroupId',
    headerName: 'Subgrupo padrão',
    minWidth: 200,
    flex: 1.2,
    valueGetter: (_value: unknown, row: PanelRow) => codeAndName(row.defaultSubgroup),
  },
  {
    field: 'defaultNcm',
    headerName: 'NCM padrão',
    width: 120,
    valueFormatter: (value: unknown) => formatNcm(value) || '—',
  },
  {
    field: 'active',
    headerName: 'Ativo',
    width: 80,
    valueFormatter: (value: unknown) => (value ? 'Sim' : 'Não'),
  },
  {
    field: 'updatedAt',
    headerName: 'Atualizado em',
    width: 160,
    valueFormatter: (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '—'),
  },
];

const filters: ListFilter[] = [
  { type: 'boolean', name: 'active', label: 'Ativo' },
  {
    type: 'resource',
    name: 'subgroup',
    label: 'Subgrupo',
    resource: SUBGROUPS,
    optionLabel: subgroupOption,
  },
  { type: 'boolean', name: 'withoutSubgroup', label: 'Sem subgrupo' },
];

/** /panel/portifolio/description */
export function DescriptionListPage() {
  return (
    <ListPage
      title="Descrições"
      resource={DESCRIPTIONS}
      columns={columns}
      filters={filters}
      hiddenColumns={['updatedAt']}
      defaultSort="name:asc"
      writePermission="portfolio:write"
      newLabel="Nova descrição"
      searchLabel="Buscar por código, nome ou sinônimo"
    />
  );
}

export default DescriptionListPage;

import { useMemo } from 'react';
import { useSearchParams } from '@catalogo/shared-ui';
import { ListPage } from '@catalogo/shared-ui/panel';
import type { GridColDef, ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import {
  activeFilter,
  categoryFilter,
  codeColumn,
  hiddenColumns,
  nameColumn,
  orderColumns,
  parentColumn,
} from './level-columns';
import { LevelNotice } from './level-notice';
import { LevelTabs } from './level-tabs';
import { LEVELS, optionLabel } from './levels';

const columns: GridColDef<PanelRow>[] = [
  codeColumn,
  nameColumn,
  parentColumn('groupId', 'group', 'Grupo'),
  ...orderColumns,
];

/** /panel/portifolio/category-system/subgroup */
export function SubgroupListPage() {
  // The Grupo picker offers the groups of the chosen category only.
  const category = useSearchParams()[0].get('category') ?? '';
  const filters = useMemo<ListFilter[]>(
    () => [
      activeFilter,
      categoryFilter,
      {
        type: 'resource',
        name: 'group',
        label: 'Grupo',
        resource: LEVELS.group.resource,
        optionLabel: optionLabel('group'),
        params: category ? { category } : undefined,
      },
    ],
    [category],
  );
  return (
    <>
      <LevelTabs current="subgroup" />
      <ListPage
        title="Subgrupos"
        resource={LEVELS.subgroup.resource}
        columns={columns}
        filters={filters}
        hiddenColumns={hiddenColumns}
        defaultSort="sortOrder:asc"
        writePermission="portfolio:write"
        newLabel="Novo subgrupo"
        searchLabel="Buscar por código ou nome"
      >
        <LevelNotice level="subgroup" />
      </ListPage>
    </>
  );
}

export default SubgroupListPage;

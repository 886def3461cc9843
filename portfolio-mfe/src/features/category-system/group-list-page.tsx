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
import { LEVELS } from './levels';

const columns: GridColDef<PanelRow>[] = [
  codeColumn,
  nameColumn,
  parentColumn('categoryId', 'category', 'Categoria'),
  ...orderColumns,
];
const filters: ListFilter[] = [activeFilter, categoryFilter];

/** /panel/portifolio/category-system/group */
export function GroupListPage() {
  return (
    <>
      <LevelTabs current="group" />
      <ListPage
        title="Grupos"
        resource={LEVELS.group.resource}
        columns={columns}
        filters={filters}
        hiddenColumns={hiddenColumns}
        defaultSort="sortOrder:asc"
        writePermission="portfolio:write"
        newLabel="Novo grupo"
        searchLabel="Buscar por código ou nome"
      >
        <LevelNotice level="group" />
      </ListPage>
    </>
  );
}

export default GroupListPage;

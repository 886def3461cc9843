import { ListPage } from '@catalogo/shared-ui/panel';
import type { GridColDef, ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { activeFilter, codeColumn, hiddenColumns, nameColumn, orderColumns } from './level-columns';
import { LevelNotice } from './level-notice';
import { LevelTabs } from './level-tabs';
import { LEVELS } from './levels';

const columns: GridColDef<PanelRow>[] = [codeColumn, nameColumn, ...orderColumns];
const filters: ListFilter[] = [activeFilter];

/** /panel/portifolio/category-system/category */
export function CategoryListPage() {
  return (
    <>
      <LevelTabs current="category" />
      <ListPage
        title="Categorias"
        resource={LEVELS.category.resource}
        columns={columns}
        filters={filters}
        hiddenColumns={hiddenColumns}
        defaultSort="sortOrder:asc"
        writePermission="portfolio:write"
        newLabel="Nova categoria"
        searchLabel="Buscar por código ou nome"
      >
        <LevelNotice level="category" />
      </ListPage>
    </>
  );
}

export default CategoryListPage;

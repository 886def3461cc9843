import type { ReactNode } from 'react';
import type { Permission } from '@catalogo/shared-auth';
import type { PanelBulkAction, PanelRow } from '@catalogo/shared-auth/panel';
import type { GridColDef } from '../mui';
import type { ListFilter } from './list-filters';

export interface ListPageProps<R extends PanelRow> {
  /** The page's heading (h1); leave it out inside a screen that has one. */
  title?: string;
  /** The API resource, e.g. `/panel/portifolio/brands`. */
  resource: string;
  columns: readonly GridColDef<R>[];
  /** Needed for Novo, Importar and the bulk actions (the list itself is for every reader). */
  writePermission: Permission;
  filters?: readonly ListFilter[];
  /** `field:asc|desc`; the API's own order when left out. */
  defaultSort?: string;
  defaultPageSize?: number;
  /** Columns hidden until the user shows them ("Colunas"). */
  hiddenColumns?: readonly string[];
  /**
   * On a phone (narrower than `sm`), the columns shown until the user chooses ("Colunas"): the
   * few that fit its width, instead of a grid scrolled sideways to read a row.
   */
  phoneColumns?: readonly string[];
  bulkActions?: readonly PanelBulkAction[];
  importable?: boolean;
  exportable?: boolean;
  /** Where Novo goes; `<list path>/form` by default. */
  newPath?: string;
  newLabel?: string;
  /** Where a row opens; `<list path>/form/<id>` by default. */
  rowPath?: (row: R) => string;
  searchLabel?: string;
  /** Above the grid (a notice, a summary). */
  children?: ReactNode;
  /**
   * The resource's own bulk actions, drawn in the bulk bar after `bulkActions` (a product's
   * Publicar, Trocar marca...). Rows are selectable when either is given.
   */
  bulkExtra?: (bulk: ListBulkContext) => ReactNode;
}

/** What a list's own bulk actions receive: the selected rows and how to end the action. */
export interface ListBulkContext {
  ids: readonly string[];
  /** After an action: the ids that failed stay selected, the others are let go. */
  done: (failedIds: string[]) => void;
}

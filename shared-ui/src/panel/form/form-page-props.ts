import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { Permission } from '@catalogo/shared-auth';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import type { FieldLabels } from '../panel-text';

/** What a form page's fields receive: react-hook-form's methods and the page's state. */
export type PanelForm<V extends FieldValues> = UseFormReturn<V, unknown, V> & {
  readOnly: boolean;
  isNew: boolean;
  /** The record as saved (null while creating). */
  row: PanelRow | null;
};

export interface FormPageProps<V extends FieldValues> {
  /** The heading (h1) when editing; `newTitle` when creating (defaults to `title`). */
  title?: string;
  newTitle?: string;
  /** The API resource, e.g. `/panel/portifolio/brands`. */
  resource: string;
  /** Mirrors the API's schema; the form's values are its output. */
  schema: ZodType<V>;
  /** The blank form (create), which also names the form's fields. */
  defaultValues: V;
  /** Row → form values; by default the form's fields picked from the row. */
  toForm?: (row: PanelRow) => V;
  /** Form values → request body (without `version`); by default the values. */
  toBody?: (values: V) => object;
  writePermission: Permission;
  /** pt-BR names of the fields, for the conflict dialog and the history. */
  labels?: FieldLabels;
  /** pt-BR messages for API field errors that come in English, by form path. */
  fieldMessages?: Readonly<Record<string, string>>;
  /** The list this record belongs to: Voltar, and where a deletion leads. */
  listPath: string;
  /** The edit address of a created record; `<listPath>/form/<id>` by default. */
  editPath?: (id: string) => string;
  /** The record's id; the route's `:id` by default (none: a new record). */
  id?: string;
  /**
   * Whether the saved record offers Excluir: always (default), never, or as the record allows
   * (a product only while it is a draft; the API refuses the others).
   */
  deletable?: boolean | ((row: PanelRow) => boolean);
  /**
   * Read-only: `all` (default) disables every control of the form; `fields` disables only the
   * bound fields (they read `useFormReadOnly`), so a reader can still use tabs, filters and
   * previews the form draws. Controls that write must then hide themselves for a reader.
   */
  readOnlyControls?: 'all' | 'fields';
  children: (form: PanelForm<V>) => ReactNode;
}

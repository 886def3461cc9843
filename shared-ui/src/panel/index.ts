// The panel's screen machinery (DESIGN §8.3), a separate entry (`@catalogo/shared-ui/panel`):
// only the remotes' lazy panel chunks bundle it, with react-hook-form, zod and papaparse, so
// the shared-ui singleton of every first page stays as it was. MUI comes from the singleton.
export { ListPage } from './list/list-page';
export type { ListBulkContext, ListPageProps } from './list/list-page-props';
export { dayStart } from './list/list-filters';
export type { ListFilter, ListFilterOption } from './list/list-filters';
export { PAGE_SIZES } from './list/list-state';
export { FormPage } from './form/form-page';
export type { FormPageProps, PanelForm } from './form/form-page-props';
export { FormTextField, FormSwitch, FormSelect } from './form/form-fields';
export type { FormTextFieldProps, FormSwitchProps, FormSelectProps } from './form/form-fields';
export { FormAutocomplete } from './form/form-autocomplete';
export type { FormAutocompleteProps } from './form/form-autocomplete';
export { useFormReadOnly } from './form/form-context';
export { ImportDialog } from './import/import-dialog';
export type { ImportDialogProps } from './import/import-dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ConflictDialog } from './conflict-dialog';
export type { ConflictDialogProps, ConflictField, ConflictChoice } from './conflict-dialog';
export { HistoryDialog } from './history-dialog';
export type { HistoryDialogProps } from './history-dialog';
export { ResourcePicker } from './resource-picker';
export type { ResourcePickerProps } from './resource-picker';
export { describeUsedBy, formatValue, plural } from './panel-text';
export type { FieldLabels } from './panel-text';
export * from './mui';

// The panel's data layer, a separate entry (`@catalogo/shared-auth/panel`): only the remotes'
// panel chunks bundle it, so the shared-auth singleton that every first page loads (the public
// catalogue's too) stays as it was. It reaches the store through the singleton's baseApi.
export {
  panelApi,
  panelQueryParams,
  useGetPanelListQuery,
  useGetPanelRecordQuery,
  useGetPanelHistoryQuery,
  useCreatePanelRecordMutation,
  useUpdatePanelRecordMutation,
  useDeletePanelRecordMutation,
  useBulkPanelActionMutation,
  useImportPanelCsvMutation,
} from './panel-api';
export type { PanelListArg, PanelRecordArg } from './panel-api';
export { exportPanelCsv, useExportPanelCsv, fileNameFrom } from './export-csv';
export type { ExportPanelCsvOptions } from './export-csv';
export { toPanelError } from './panel-types';
export type * from './panel-types';
export { EmailConfirmBanner } from './email-confirm-banner';

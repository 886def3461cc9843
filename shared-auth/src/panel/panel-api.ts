// The package's main entry, not '../http/base-api': this file is bundled by each remote, and
// only the shared-auth singleton's baseApi talks to the one store.
import { baseApi } from '@catalogo/shared-auth';
import type {
  PanelBulkAction,
  PanelBulkResult,
  PanelHistoryEntry,
  PanelImportReport,
  PanelList,
  PanelListParams,
  PanelRow,
} from './panel-types';

export interface PanelListArg {
  /** The resource's path, e.g. `/panel/portifolio/brands`. */
  resource: string;
  params?: PanelListParams;
}
export interface PanelRecordArg {
  resource: string;
  id: string;
}

/** Empty filters are left out of the query string (`active=` is not `active=false`). */
export function panelQueryParams(params: PanelListParams = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  return out;
}

const listTag = (resource: string) => ({ type: 'PanelList' as const, id: resource });
// A record carries its own tag and its resource's, so a bulk action or an import refreshes
// every open record of that resource.
const recordTags = ({ resource, id }: PanelRecordArg) => [
  { type: 'PanelRecord' as const, id: `${resource}/${id}` },
  { type: 'PanelRecord' as const, id: resource },
];
const historyTag = ({ resource, id }: PanelRecordArg) => ({
  type: 'PanelHistory' as const,
  id: `${resource}/${id}`,
});

function injectPanelEndpoints() {
  return baseApi
    .enhanceEndpoints({ addTagTypes: ['PanelList', 'PanelRecord', 'PanelHistory'] })
    .injectEndpoints({
      endpoints: (build) => ({
        getPanelList: build.query<PanelList, PanelListArg>({
          query: ({ resource, params }) => ({ url: resource, params: panelQueryParams(params) }),
          providesTags: (_result, _error, { resource }) => [listTag(resource)],
        }),
        getPanelRecord: build.query<PanelRow, PanelRecordArg>({
          query: ({ resource, id }) => `${resource}/${encodeURIComponent(id)}`,
          providesTags: (_result, _error, arg) => recordTags(arg),
        }),
        getPanelHistory: build.query<PanelHistoryEntry[], PanelRecordArg>({
          query: ({ resource, id }) => `${resource}/${encodeURIComponent(id)}/history`,
          providesTags: (_result, _error, arg) => [historyTag(arg)],
        }),
        createPanelRecord: build.mutation<PanelRow, { resource: string; body: object }>({
          query: ({ resource, body }) => ({ url: resource, method: 'POST', body }),
          invalidatesTags: (_result, error, { resource }) => (error ? [] : [listTag(resource)]),
          async onQueryStarted({ resource }, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: null }));
            // The form opens the new row at once, without asking for it again.
            if (data)
              dispatch(
                panelApi.util.upsertQueryData('getPanelRecord', { resource, id: data.id }, data),
              );
          },
        }),
        updatePanelRecord: build.mutation<
          PanelRow,
          { resource: string; id: string; body: { version: number; [field: string]: unknown } }
        >({
          query: ({ resource, id, body }) => ({
            url: `${resource}/${encodeURIComponent(id)}`,
            method: 'PUT',
            body,
          }),
          invalidatesTags: (_result, error, arg) =>
            error ? [] : [listTag(arg.resource), historyTag(arg)],
          async onQueryStarted({ resource, id }, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: null }));
            // The saved row is the record now: its new version is the one the next save sends.
            if (data)
              dispatch(panelApi.util.upsertQueryData('getPanelRecord', { resource, id }, data));
          },
        }),
        deletePanelRecord: build.mutation<void, { resource: string; id: string; version: number }>({
          query: ({ resource, id, version }) => ({
            url: `${resource}/${encodeURIComponent(id)}`,
            method: 'DELETE',
            params: { version },
          }),
          invalidatesTags: (_result, error, { resource }) => (error ? [] : [listTag(resource)]),
        }),
        bulkPanelAction: build.mutation<
          PanelBulkResult,
          { resource: string; action: PanelBulkAction; ids: string[]; [extra: string]: unknown }
        >({
          query: ({ resource, ...body }) => ({ url: `${resource}/bulk`, method: 'POST', body }),
          invalidatesTags: (_result, _error, { resource }) => [
            listTag(resource),
            { type: 'PanelRecord', id: resource },
          ],
        }),
        importPanelCsv: build.mutation<
          PanelImportReport,
          { resource: string; file: Blob; dryRun: boolean }
        >({
          query: ({ resource, file, dryRun }) => ({
            url: `${resource}/import`,
            method: 'POST',
            params: { dryRun },
            headers: { 'content-type': 'text/csv' },
            body: file,
          }),
          invalidatesTags: (result, _error, { resource, dryRun }) =>
            result && !dryRun ? [listTag(resource), { type: 'PanelRecord', id: resource }] : [],
        }),
      }),
    });
}

type PanelApi = ReturnType<typeof injectPanelEndpoints>;

// This module is bundled by each remote's panel chunks (it is not part of the shared-auth
// singleton), so a second remote finds the endpoints already on the one shared baseApi.
export const panelApi: PanelApi =
  'getPanelList' in baseApi.endpoints ? (baseApi as unknown as PanelApi) : injectPanelEndpoints();

export const {
  useGetPanelListQuery,
  useGetPanelRecordQuery,
  useGetPanelHistoryQuery,
  useCreatePanelRecordMutation,
  useUpdatePanelRecordMutation,
  useDeletePanelRecordMutation,
  useBulkPanelActionMutation,
  useImportPanelCsvMutation,
} = panelApi;

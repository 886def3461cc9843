import { useCallback } from 'react';
import { useAppSelector } from '@catalogo/shared-auth';
import { panelQueryParams } from './panel-api';
import type { PanelListParams } from './panel-types';

export interface ExportPanelCsvOptions {
  baseUrl: string;
  token: string | null | undefined;
  /** The resource's path, e.g. `/panel/portifolio/brands`. */
  resource: string;
  /** The list's filters (`q`, `sort`, filters); paging is ignored. */
  params?: PanelListParams;
  /** Only these rows (the selection), when given. */
  ids?: readonly string[];
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed name falls through to the plain one
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads `<resource>/export.csv` with the bearer token (a plain link could not send it):
 * fetch, then a temporary `<a download>` on the blob. Resolves to the file name; rejects with
 * the API's message when the export fails.
 */
export async function exportPanelCsv(options: ExportPanelCsvOptions): Promise<string> {
  const { baseUrl, token, resource, params = {}, ids } = options;
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  const query = new URLSearchParams(panelQueryParams(filters));
  if (ids?.length) query.set('ids', ids.join(','));
  const search = query.toString();
  const headers: Record<string, string> = { accept: 'text/csv' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${resource}/export.csv${search ? `?${search}` : ''}`, {
    headers,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const name = resource.split('/').filter(Boolean).at(-1) ?? 'export';
  const fileName = fileNameFrom(response.headers.get('content-disposition'), `${name}.csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

/** `exportPanelCsv` with this tenant's API and the session's token. */
export function useExportPanelCsv() {
  const baseUrl = useAppSelector((state) => state.tenant.baseUrl);
  const token = useAppSelector((state) => state.session.accessToken);
  return useCallback(
    (resource: string, params?: PanelListParams, ids?: readonly string[]) =>
      exportPanelCsv({ baseUrl, token, resource, params, ids }),
    [baseUrl, token],
  );
}

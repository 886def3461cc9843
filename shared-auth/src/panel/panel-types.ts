// Shapes of the panel contract (DESIGN §8.1), shared by every panel resource.

export type PanelParamValue = string | number | boolean | null | undefined;

/** `q`, `page` (from 1), `pageSize` (1..100), `sort` (`field:asc|desc`) and plain filters. */
export interface PanelListParams {
  q?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  [filter: string]: PanelParamValue;
}

export interface PanelUserRef {
  id: string;
  name: string;
}

/** A row as the API sends it: its id, version and audit fields, then the resource's own. */
export interface PanelRow {
  id: string;
  version: number;
  createdAt?: string;
  updatedAt?: string;
  updatedBy?: PanelUserRef | null;
  [field: string]: unknown;
}

export interface PanelList<R = PanelRow> {
  items: R[];
  total: number;
  page: number;
  pageSize: number;
}

export type PanelBulkAction = 'activate' | 'deactivate' | 'delete';

export interface PanelBulkResult {
  done: number;
  failed: { id: string; code: string; message: string }[];
}

export interface PanelImportError {
  line: number;
  column: string | null;
  message: string;
}

export interface PanelImportReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: PanelImportError[];
}

export type PanelHistoryAction =
  'create' | 'update' | 'delete' | 'activate' | 'deactivate' | 'import';

export interface PanelHistoryEntry {
  at: string;
  user: PanelUserRef | null;
  action: PanelHistoryAction;
  changes: { field: string; before: unknown; after: unknown }[];
}

export interface PanelFieldIssue {
  field: string;
  reason: string;
}

/** The body of a failed panel call, as far as the screens read it. */
export interface PanelErrorBody {
  code?: string;
  message?: string;
  fields?: PanelFieldIssue[];
  /** VERSION_CONFLICT: the row as it is now. */
  current?: PanelRow;
  /** IN_USE: how many rows of each kind still point at this one. */
  usedBy?: Record<string, number>;
}

export interface PanelError extends PanelErrorBody {
  /** The HTTP status, or RTK Query's 'FETCH_ERROR' / 'PARSING_ERROR' when none came back. */
  status: number | string;
}

/** Reads an RTK Query error (or anything thrown by `unwrap()`) as a panel error. */
export function toPanelError(error: unknown): PanelError | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status, data } = error as { status: number | string; data?: unknown };
  const body = data && typeof data === 'object' ? (data as PanelErrorBody) : {};
  return { ...body, status };
}

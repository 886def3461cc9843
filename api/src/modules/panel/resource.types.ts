import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How one field of a panel resource is typed, checked, stored and written to CSV. */
export interface FieldDef {
  /** API name (camelCase). */
  key: string;
  /** SQL column of the resource's table. */
  column: string;
  kind: 'text' | 'int' | 'bool' | 'enum' | 'ref' | 'textArray' | 'enumArray';
  /** pt-BR label: CSV header and error messages. */
  label: string;
  required?: boolean;
  /** text: max length (default 200); int: max value. */
  max?: number;
  /** text: min length; int: min value. */
  min?: number;
  pattern?: RegExp;
  /** pt-BR reason when `pattern` fails. */
  patternReason?: string;
  /** text stored in upper case (codes, models). */
  upper?: boolean;
  /** enum / enumArray: stored values, and their pt-BR labels for CSV. */
  values?: readonly string[];
  valueLabels?: Record<string, string>;
  /** Default when absent or blank (bool, enum, int). */
  default?: unknown;
  /** ref: the referenced resource table, the DTO key of its expansion and how CSV names it. */
  ref?: {
    table: string;
    expandAs: string;
    expand: string[];
    csvBy: string;
    csvLabel: string;
    /**
     * SQL (on alias `r`) of the name CSV writes when `csvBy` is unique only under the row's
     * parent: the parents' codes too ('01/G01'). An import takes it, or `csvBy` alone when only
     * one row has it.
     */
    csvPath?: string;
  };
  /** Filled by the resource's `prepare` when blank: an import need not carry its column. */
  derived?: boolean;
  /** Not exported nor imported (e.g. a logo URL is kept, but still exported). */
  csv?: boolean;
}

export interface FilterDef {
  param: string;
  kind: 'bool' | 'enum' | 'uuid' | 'int' | 'text';
  values?: readonly string[];
  /** The condition; `t` is the table alias. */
  where: (value: string | number | boolean) => SQL;
}

export interface UsageDef {
  /** Key in `usedBy` (products, groups, ...). */
  key: string;
  /** pt-BR plural noun for messages. */
  label: string;
  count: (tenantId: string, id: string) => SQL;
}

export interface UniqueDef {
  /** Fields whose values together must be unique in the tenant (text compared without case). */
  fields: string[];
  /** The field the error is reported on. */
  field: string;
  reason: string;
}

export interface FieldIssue {
  field: string;
  reason: string;
}

export interface ResourceDef {
  /** URL segment and audit entity group: 'brands'. */
  name: string;
  /** Audit entity: 'brand'. */
  entity: string;
  /** '/panel/portifolio'. */
  area: string;
  table: string;
  /** pt-BR nouns for messages: { one: 'marca', many: 'marcas' }. */
  noun: { one: string; many: string };
  tag: string;
  permission: 'portfolio:write' | 'commerce:write' | 'settings:manage' | 'users:manage';
  fields: FieldDef[];
  /** Columns q searches (accent and case folded, substring). */
  search: string[];
  sortable: string[];
  defaultSort: string;
  filters: FilterDef[];
  unique: UniqueDef[];
  usedBy: UsageDef[];
  /** Cross-field rules on the normalised values (pt-BR reasons). */
  validate?: (values: Record<string, unknown>) => FieldIssue[];
  /** Fills derived values before checks (e.g. a slug from the name). */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Work the same transaction must do after a row was written (e.g. product search texts). */
  afterWrite?: (tx: Db, tenantId: string, ids: string[]) => Promise<void>;
  /** Writes change what the public catalogue shows (search cache invalidated). */
  public: boolean;
  /** CSV file name without extension. */
  csvName: string;
}

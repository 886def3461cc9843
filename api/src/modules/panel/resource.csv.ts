import Papa from 'papaparse';
import type { FieldDef, ResourceDef } from './resource.types';
import { foldText } from './resource.repository';
import type { Values } from './resource.values';

export const ID_LABEL = 'ID';
export const MAX_IMPORT_LINES = 50_000;
const BOM = '\uFEFF';
const YES = new Set(['sim', 's', 'true', '1', 'ativo', 'x', 'yes']);
const NO = new Set(['nao', 'n', 'false', '0', 'inativo', 'no']);

/**
 * Names of referenced rows, both ways: id → CSV name, and CSV name (or bare code) → ids, by
 * lower case and, when that finds none, without accents.
 */
export interface RefLookup {
  nameOf: Map<string, string>;
  idsOf: Map<string, string[]>;
  foldedIdsOf: Map<string, string[]>;
}
export type RefLookups = Record<string, RefLookup>;

export const headerOf = (f: FieldDef) => (f.kind === 'ref' ? f.ref!.csvLabel : f.label);
const csvFields = (def: ResourceDef) => def.fields.filter((f) => f.csv !== false);

function cellOf(f: FieldDef, v: unknown, refs: RefLookups): string {
  if (v === null || v === undefined) return '';
  switch (f.kind) {
    case 'bool':
      return v ? 'Sim' : 'Não';
    case 'enum':
      return f.valueLabels?.[v as string] ?? String(v);
    case 'enumArray':
      return (v as string[]).map((x) => f.valueLabels?.[x] ?? x).join(' | ');
    case 'textArray':
      return (v as string[]).join(' | ');
    case 'ref':
      return refs[f.key]?.nameOf.get(v as string) ?? '';
    default:
      return String(v);
  }
}

/** `;`-separated UTF-8 with BOM and pt-BR headers: opens right in Excel pt-BR (DESIGN §8.1). */
export function toCsv(def: ResourceDef, rows: Values[], refs: RefLookups): string {
  const fields = csvFields(def);
  const data = rows.map((r) => [r.id as string, ...fields.map((f) => cellOf(f, r[f.key], refs))]);
  return (
    BOM +
    Papa.unparse(
      { fields: [ID_LABEL, ...fields.map(headerOf)], data },
      { delimiter: ';', newline: '\r\n' },
    )
  );
}

/** UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (Excel's "CSV" in Brazil). */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
}

export interface CsvIssue {
  line: number;
  column: string;
  message: string;
}

export interface CsvLine {
  line: number;
  id: string | null;
  input: Values;
  /** Conversion problems, by field key. */
  issues: { field: string; reason: string }[];
}

function parseCell(
  f: FieldDef,
  raw: string,
  refs: RefLookups,
): { value: unknown; reason?: string } {
  const text = raw.trim();
  if (text === '') return { value: f.kind === 'textArray' || f.kind === 'enumArray' ? [] : null };
  const folded = foldText(text);
  switch (f.kind) {
    case 'int':
      return /^-?\d+$/.test(text)
        ? { value: Number(text) }
        : { value: null, reason: 'Informe um número inteiro.' };
    case 'bool':
      if (YES.has(folded)) return { value: true };
      if (NO.has(folded)) return { value: false };
      return { value: null, reason: 'Use Sim ou Não.' };
    case 'enum': {
      const found = f.values?.find(
        (v) => foldText(v) === folded || foldText(f.valueLabels?.[v] ?? '') === folded,
      );
      return found ? { value: found } : { value: null, reason: 'Escolha uma das opções.' };
    }
    case 'enumArray': {
      const items = text
        .split('|')
        .map((x) => x.trim())
        .filter(Boolean);
      const values = items.map((item) =>
        f.values?.find(
          (v) =>
            foldText(v) === foldText(item) || foldText(f.valueLabels?.[v] ?? '') === foldText(item),
        ),
      );
      return values.includes(undefined)
        ? { value: [], reason: 'Escolha entre as opções.' }
        : { value: values };
    }
    case 'textArray':
      return {
        value: text
          .split('|')
          .map((x) => x.trim())
          .filter(Boolean),
      };
    case 'ref': {
      const lookup = refs[f.key];
      const exact = lookup?.idsOf.get(text.toLowerCase()) ?? [];
      const ids = exact.length > 0 ? exact : (lookup?.foldedIdsOf.get(folded) ?? []);
      if (ids.length === 1) return { value: ids[0] };
      return {
        value: null,
        reason: ids.length === 0 ? 'Não encontrado.' : 'Ambíguo: há mais de um com este nome.',
      };
    }
    default:
      return { value: raw };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file's lines as resource inputs, or file-level problems (reported on line 1). */
export function parseCsv(
  def: ResourceDef,
  text: string,
  refs: RefLookups,
): { lines: CsvLine[]; issues: CsvIssue[] } {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header || header.every((h) => h.trim() === ''))
    return { lines: [], issues: [{ line: 1, column: '', message: 'O arquivo está vazio.' }] };
  if (body.length > MAX_IMPORT_LINES)
    return {
      lines: [],
      issues: [{ line: 1, column: '', message: `Use no máximo ${MAX_IMPORT_LINES} linhas.` }],
    };
  const fields = csvFields(def);
  const issues: CsvIssue[] = [];
  const columns = header.map((h) => {
    const name = foldText(h.trim());
    if (name === foldText(ID_LABEL)) return 'id';
    const f = fields.find((x) => foldText(headerOf(x)) === name || foldText(x.key) === name);
    if (!f) issues.push({ line: 1, column: h.trim(), message: 'Coluna desconhecida.' });
    return f ?? null;
  });
  for (const f of fields.filter((x) => x.required && !x.derived && !columns.includes(x)))
    issues.push({ line: 1, column: headerOf(f), message: 'Coluna obrigatória ausente.' });
  if (issues.length > 0) return { lines: [], issues };

  const lines = body.map<CsvLine>((cells, index) => {
    const line: CsvLine = { line: index + 2, id: null, input: {}, issues: [] };
    columns.forEach((c, i) => {
      const raw = cells[i] ?? '';
      if (c === 'id') {
        if (raw.trim() && !UUID.test(raw.trim()))
          line.issues.push({ field: 'id', reason: 'ID inválido.' });
        else line.id = raw.trim().toLowerCase() || null;
        return;
      }
      if (!c) return;
      const { value, reason } = parseCell(c, raw, refs);
      line.input[c.key] = value;
      if (reason) line.issues.push({ field: c.key, reason });
    });
    return line;
  });
  return { lines, issues };
}

/** The CSV column name of a field key (for error reports). */
export function columnOf(def: ResourceDef, key: string): string {
  if (key === 'id') return ID_LABEL;
  const f = def.fields.find((x) => x.key === key);
  return f ? headerOf(f) : key;
}

import Papa from 'papaparse';

export interface CsvPreview {
  fileName: string;
  /** Data lines, the header not counted. */
  lines: number;
  header: string[];
}

/** A file the dialog refuses before sending it, with the reason in pt-BR. */
export class CsvFileError extends Error {}

const CSV_TYPES = ['', 'text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new CsvFileError('Não foi possível ler o arquivo.'));
    reader.readAsText(file);
  });
}

/**
 * Reads a chosen file in the browser (papaparse, `;` or `,`) to show its size and header, and
 * refuses what is surely not an import: another kind of file, an empty file, a header alone.
 */
export async function readCsvPreview(file: File): Promise<CsvPreview> {
  if (!/\.csv$/i.test(file.name) || !CSV_TYPES.includes(file.type))
    throw new CsvFileError('Escolha um arquivo .csv (planilha salva como CSV).');
  if (file.size === 0) throw new CsvFileError('O arquivo está vazio.');
  const text = await readText(file);
  if (text.includes('\u0000')) throw new CsvFileError('O arquivo não parece ser um CSV.');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  if (!header) throw new CsvFileError('O arquivo está vazio.');
  if (rows.length === 0)
    throw new CsvFileError('O arquivo só tem o cabeçalho: não há linhas para importar.');
  return {
    fileName: file.name,
    lines: rows.length,
    header: header.map((name) => name.replace(/^\uFEFF/, '').trim()),
  };
}

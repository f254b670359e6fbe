/** A cell as read from a CSV (always text) or an XLSX (numbers, booleans, dates become text or numbers). */
export type SpreadsheetCell = string | number | boolean | null;
/** A sheet with unique column headers and its data rows keyed by header; blank rows are left out. */
export type Spreadsheet = { headers: string[]; rows: Record<string, SpreadsheetCell>[] };

export const SPREADSHEET_MESSAGES = {
  invalidType: 'Invalid file type. Please upload a .csv or .xlsx file',
  empty: 'Empty file',
  unreadable: "We couldn't read this file. Save it again as .csv or .xlsx and retry.",
  tooLarge: (mb: number) => `File size exceeds the maximum limit of ${mb} MB`,
} as const;

/** Files above this are refused before they are read: the browser would parse them, but slowly. */
export const MAX_SPREADSHEET_MB = 20;

/** A message the user can act on; anything else thrown while reading is a bug. */
export class SpreadsheetError extends Error {}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain', '']);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** csv or xlsx by extension (the MIME type browsers report for CSV varies, so it only has to be plausible), else null. */
export function spreadsheetKind(file: { name: string; type?: string }): 'csv' | 'xlsx' | null {
  const name = file.name.toLowerCase();
  const type = file.type ?? '';
  if (name.endsWith('.csv') && CSV_TYPES.has(type)) return 'csv';
  if (name.endsWith('.xlsx') && (type === XLSX_TYPE || type === '' || type === 'application/octet-stream' || type === 'application/zip'))
    return 'xlsx';
  return null;
}

const cellOf = (value: unknown): SpreadsheetCell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value).trim();
  return text === '' ? null : text;
};

/** Builds unique headers (blank ones become "Column N", repeats get " (2)") and keys each data row by them. */
export function toSpreadsheet(matrix: unknown[][]): Spreadsheet {
  const nonBlank = matrix.filter((row) => row.some((c) => cellOf(c) !== null));
  if (nonBlank.length < 2) throw new SpreadsheetError(SPREADSHEET_MESSAGES.empty);
  const [head, ...body] = nonBlank;
  const width = Math.max(...nonBlank.map((r) => r.length));
  const seen = new Map<string, number>();
  const headers = Array.from({ length: width }, (_, i) => {
    const base = String(cellOf(head[i]) ?? `Column ${i + 1}`);
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
  const rows = body.map((r) => Object.fromEntries(headers.map((h, i) => [h, cellOf(r[i])])));
  return { headers, rows };
}

async function readCsv(file: Blob): Promise<unknown[][]> {
  const { default: Papa } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data;
}

async function readXlsx(file: Blob): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  try {
    return (await readSheet(await file.arrayBuffer())) as unknown[][];
  } catch {
    throw new SpreadsheetError(SPREADSHEET_MESSAGES.unreadable);
  }
}

/**
 * Reads the first sheet of a .csv or .xlsx in the browser (the server never sees the file, only rows):
 * refuses other types with the spec's 'Invalid file type…' and files without data rows with 'Empty file'.
 */
export async function readSpreadsheet(file: File): Promise<Spreadsheet> {
  const kind = spreadsheetKind(file);
  if (!kind) throw new SpreadsheetError(SPREADSHEET_MESSAGES.invalidType);
  if (file.size === 0) throw new SpreadsheetError(SPREADSHEET_MESSAGES.empty);
  if (file.size > MAX_SPREADSHEET_MB * 1024 * 1024) throw new SpreadsheetError(SPREADSHEET_MESSAGES.tooLarge(MAX_SPREADSHEET_MB));
  return toSpreadsheet(kind === 'csv' ? await readCsv(file) : await readXlsx(file));
}

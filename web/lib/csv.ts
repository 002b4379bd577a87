/**
 * CSV files built in the browser (leads, newsletter subscribers). Every cell is quoted, and cells
 * a spreadsheet would run as a formula are defused (OWASP "CSV injection").
 */
import { datedFileName, downloadFile } from "./download";

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

function text(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** One quoted cell; a leading formula character is neutralised with a single quote. */
export function csvCell(value: CsvValue): string {
  const raw = text(value);
  const safe = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return `${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}

/** "leads-2026-03-14.csv": the local date the export was made. */
export const csvFileName = (prefix: string, date = new Date()) => datedFileName(prefix, "csv", date);

/** Saves the file. The byte-order mark makes Excel read UTF-8 (accents, Arabic names) correctly. */
export function downloadCsv(fileName: string, csv: string) {
  downloadFile(fileName, ["\uFEFF", csv], "text/csv;charset=utf-8");
}

/** A cell value as a spreadsheet will see it. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * Spreadsheets run cells that start with = + - @ (or a tab / carriage return before them) as
 * formulas; a leading apostrophe makes them plain text (OWASP "CSV injection").
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${neutralizeFormula(text).replaceAll('"', '""')}"`;
}

/**
 * RFC 4180 CSV with every field quoted, CRLF line ends and a UTF-8 byte-order mark, so Excel
 * shows Arabic and accented names correctly.
 */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** `name-YYYY-MM-DD.csv` for today's date. */
export function datedFileName(name: string, today = new Date()): string {
  return `${name}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Hands a CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

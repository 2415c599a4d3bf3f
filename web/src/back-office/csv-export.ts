/**
 * The back office's CSV exports: rows and columns → RFC 4180 text → a download. Generic: every
 * table (bookings, users, reports, promos, withdrawals, wallet history) describes its columns and
 * hands over its rows, read from the server page by page.
 */

/** A CSV column: its header and the value written for a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** Text a spreadsheet would run as a formula: a leading =, +, -, @, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed plain number or phone number ('+12125550103', '-4.50'): no formula can hide in it. */
const PLAIN_NUMBER = /^[+-]?\d[\d .]*$/;

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading apostrophe makes spreadsheets show the text as typed instead of evaluating it.
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
const quoted = (field: string): string => (/[",\n\r]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

/** The rows as CSV text: a header line, then one line per row, lines ended by CRLF (RFC 4180). */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  [
    columns.map((column) => quoted(cellOf(column.header))),
    ...rows.map((row) => columns.map((column) => quoted(cellOf(column.value(row))))),
  ]
    .map((line) => line.join(','))
    .join('\r\n');

/** Hands the CSV text to the browser as a download (with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

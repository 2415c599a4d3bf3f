/** Rows and columns to a CSV file the browser downloads (any back-office table). */
import { downloadCsv, toCsv, type CsvColumn } from './users/users-csv';

export type { CsvColumn };

export function exportRowsAsCsv<T>(
  fileName: string,
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
): void {
  downloadCsv(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, toCsv(columns, rows));
}

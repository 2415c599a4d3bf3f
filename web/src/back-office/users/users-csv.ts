import type { User, UserType } from '../../api/types';
import { listUsers } from '../../api/users';

/** One CSV column: its header and each row's value (user tables by default; any rows). */
export interface CsvColumn<T = User> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const quote = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  [columns.map((c) => quote(c.header)), ...rows.map((row) => columns.map((c) => quote(c.value(row))))]
    .map((row) => row.join(','))
    .join('\r\n');

/** Every user the table's search matches, page by page from the server. */
export async function readAllUsers(usertype: UserType, search: string): Promise<User[]> {
  const users: User[] = [];
  let nextToken: string | null = null;
  do {
    const page = await listUsers({ usertype, search, limit: 100, nextToken });
    users.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return users;
}

/** Hands the CSV text to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

import type { ReadPage } from './use-paged-records';

/** Every row of a server-paged list, page by page (exports and totals need them all). */
export async function readAllPages<T>(readPage: ReadPage<T>, pageSize = 100): Promise<T[]> {
  const rows: T[] = [];
  let nextToken: string | null = null;
  do {
    const page = await readPage({ limit: pageSize, nextToken });
    rows.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return rows;
}

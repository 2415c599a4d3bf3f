import type { Page, PageRequest } from '@wayfare/lambdas/src/ports/page';

/** Follows nextToken to the end, as a client paging through a list would. */
export async function readAll<T>(
  list: (request: PageRequest) => Promise<Page<T>>,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let nextToken: string | null = null;
  let pages = 0;
  do {
    const page: Page<T> = await list({ limit, nextToken });
    pages += 1;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return { items, pages };
}

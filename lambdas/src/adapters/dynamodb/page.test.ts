import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOptions, pageSize } from './page';

describe('page size', () => {
  it.each([
    [undefined, DEFAULT_PAGE_SIZE],
    [null, DEFAULT_PAGE_SIZE],
    [0, DEFAULT_PAGE_SIZE],
    [10, 10],
    [1000, MAX_PAGE_SIZE],
    [-5, 1],
    [7.9, 7],
  ])('limit %p asks for %p items', (limit, expected) => {
    expect(pageSize(limit)).toBe(expected);
  });

  it('passes the cursor through', () => {
    expect(pageOptions({ limit: 5, nextToken: 'abc' })).toEqual({ limit: 5, cursor: 'abc' });
    expect(pageOptions({})).toEqual({ limit: DEFAULT_PAGE_SIZE, cursor: null });
  });
});

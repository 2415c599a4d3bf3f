import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOptions, pageSize, readNextToken } from './page';

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
    const cursor = Buffer.from(JSON.stringify({ pk: 'a', sk: 'b' })).toString('base64url');
    expect(pageOptions({ limit: 5, nextToken: cursor })).toEqual({ limit: 5, cursor });
    expect(pageOptions({})).toEqual({ limit: DEFAULT_PAGE_SIZE, cursor: null });
  });
});

describe('next tokens', () => {
  const token = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

  it('passes a cursor this API handed out', () => {
    const cursor = token({
      pk: '$wayfare$user_1#uid_a',
      sk: '$user_1',
      gsi1pk: '$wayfare#usertype_driver',
      gsi1sk: 'x',
    });
    expect(readNextToken(cursor)).toBe(cursor);
    expect(readNextToken(null)).toBeNull();
    expect(readNextToken('')).toBeNull();
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['a list', token(['pk', 'sk'])],
    ['no sort key', token({ pk: 'a' })],
    ['a foreign attribute', token({ pk: 'a', sk: 'b', secret: 'c' })],
    ['a number value', token({ pk: 'a', sk: 1 })],
  ])('refuses %s with a validation error', (_case, cursor) => {
    expect(() => readNextToken(cursor)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', messageKey: 'invalid_next_token' }),
    );
  });
});

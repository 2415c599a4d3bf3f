import { randomBytes } from 'node:crypto';
import {
  cursorKey,
  listingScope,
  openCursor,
  openNextTokenArgument,
  sealCursor,
  sealNextTokenResult,
} from './sealed-cursors';

const key = cursorKey(randomBytes(32).toString('hex'));
const riders = listingScope('Query.users', 'admin-1', { usertype: 'rider', limit: 5, nextToken: 'x' });
const cursor = Buffer.from(JSON.stringify({ pk: '$wayfare$user_1#uid_a', sk: '$user_1' })).toString(
  'base64url',
);
const refused = expect.objectContaining({ code: 'VALIDATION', messageKey: 'invalid_next_token' });

describe('sealed paging cursors', () => {
  it('opens what it sealed for the same listing, and shows nothing of the keys inside', () => {
    const token = sealCursor(key, riders, cursor);
    expect(token).not.toContain(cursor);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('wayfare');
    expect(openCursor(key, riders, token)).toBe(cursor);
    expect(sealCursor(key, riders, cursor)).not.toBe(token);
  });

  it('binds the cursor to the field, the caller and the filters, not to the page size', () => {
    const token = sealCursor(key, riders, cursor);
    const samePagingOnly = listingScope('Query.users', 'admin-1', { limit: 50, usertype: 'rider' });
    expect(openCursor(key, samePagingOnly, token)).toBe(cursor);
    for (const other of [
      listingScope('Query.users', 'admin-1', { usertype: 'driver' }),
      listingScope('Query.users', 'fleet-1', { usertype: 'rider' }),
      listingScope('Query.users', null, { usertype: 'rider' }),
      listingScope('Query.languages', 'admin-1', { usertype: 'rider' }),
      listingScope('Query.users', 'admin-1', { usertype: 'rider', search: 'a' }),
    ]) {
      expect(() => openCursor(key, other, token)).toThrow(refused);
    }
  });

  it.each([
    ['another key', () => sealCursor(cursorKey('k'.repeat(32)), riders, cursor)],
    ['an edited token', () => `${sealCursor(key, riders, cursor).slice(0, -3)}AAA`],
    ['the bare repository cursor', () => cursor],
    ['garbage', () => 'not a cursor!'],
    ['too short', () => 'AAAA'],
  ])('refuses %s', (_case, token) => {
    expect(() => openCursor(key, riders, token())).toThrow(refused);
  });

  it('opens an argument and seals a result, leaving calls without cursors alone', () => {
    const page = sealNextTokenResult(key, riders, { items: [1], nextToken: cursor }) as { nextToken: string };
    expect(openNextTokenArgument(key, riders, { usertype: 'rider', nextToken: page.nextToken })).toEqual({
      usertype: 'rider',
      nextToken: cursor,
    });
    expect(openNextTokenArgument(key, riders, { usertype: 'rider', nextToken: null })).toEqual({
      usertype: 'rider',
      nextToken: null,
    });
    expect(() => openNextTokenArgument(key, riders, { nextToken: 5 })).toThrow(refused);
    expect(sealNextTokenResult(key, riders, { items: [], nextToken: null })).toEqual({
      items: [],
      nextToken: null,
    });
    expect(sealNextTokenResult(key, riders, [1, 2])).toEqual([1, 2]);
  });
});

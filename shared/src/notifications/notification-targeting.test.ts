import type { User } from '../entities/user';
import { selectNotificationRecipients, validateNotification } from './notification-targeting';

describe('validateNotification', () => {
  it('accepts the form values of product.md §3', () => {
    expect(
      validateNotification({ usertype: 'driver', devicetype: 'IOS', title: ' Hi ', body: 'News' }),
    ).toEqual({
      ok: true,
      value: { usertype: 'driver', devicetype: 'IOS', title: 'Hi', body: 'News' },
    });
  });

  it.each([
    [{ usertype: 'admin' }, 'usertype'],
    [{ devicetype: 'WEB' }, 'devicetype'],
    [{ title: ' ' }, 'title'],
    [{ body: '' }, 'body'],
  ])('refuses %o', (overrides, field) => {
    expect(
      validateNotification({ usertype: 'rider', devicetype: 'All', title: 'Hi', body: 'News', ...overrides }),
    ).toEqual({
      ok: false,
      failures: [{ field, messageKey: 'required_field' }],
    });
  });
});

describe('selectNotificationRecipients (product.md §5)', () => {
  const users: Pick<User, 'uid' | 'usertype' | 'userPlatform' | 'pushToken'>[] = [
    { uid: 'r-android', usertype: 'rider', userPlatform: 'ANDROID', pushToken: 't1' },
    { uid: 'r-ios', usertype: 'rider', userPlatform: 'IOS', pushToken: 't2' },
    { uid: 'r-no-token', usertype: 'rider', userPlatform: 'IOS' },
    { uid: 'r-empty-token', usertype: 'rider', userPlatform: 'IOS', pushToken: '' },
    { uid: 'd-android', usertype: 'driver', userPlatform: 'ANDROID', pushToken: 't3' },
  ];

  it.each([
    ['rider', 'All', ['r-android', 'r-ios']],
    ['rider', 'IOS', ['r-ios']],
    ['driver', 'ANDROID', ['d-android']],
  ] as const)('%s on %s → %p', (usertype, devicetype, uids) => {
    expect(selectNotificationRecipients(users, { usertype, devicetype }).map(({ uid }) => uid)).toEqual(uids);
  });

  it('fails with no_user_match when nobody matches or has a token', () => {
    expect(() => selectNotificationRecipients(users, { usertype: 'driver', devicetype: 'IOS' })).toThrow(
      expect.objectContaining({ code: 'NO_USER_MATCH', messageKey: 'no_user_match' }),
    );
    expect(() =>
      selectNotificationRecipients(users.slice(2, 4), { usertype: 'rider', devicetype: 'All' }),
    ).toThrow(expect.objectContaining({ messageKey: 'no_user_match' }));
  });
});

import { READ_ONLY_ON_EDIT, validateUserEdit } from './user-edit';

const current = {
  uid: 'd1',
  firstName: 'Dave',
  email: 'dave@example.com',
  mobile: '+447700900001',
  referralId: 'ABCDE',
  walletBalance: 10,
};

describe('validateUserEdit (product.md §3, §5)', () => {
  it('accepts editable fields and unchanged read-only ones', () => {
    const patch = { firstName: 'David', approved: false, email: 'dave@example.com', carType: 'SUV' };
    expect(validateUserEdit(current, patch)).toEqual({ ok: true, value: patch });
  });

  it('lists the read-only fields', () => {
    expect(READ_ONLY_ON_EDIT).toEqual([
      'uid',
      'usertype',
      'createdAt',
      'profile_image',
      'signupViaReferral',
      'referralId',
      'email',
      'mobile',
      'walletBalance',
      'walletHistory',
    ]);
  });

  it.each([
    [{ email: 'new@example.com' }, 'email'],
    [{ mobile: '+447700900099' }, 'mobile'],
    [{ referralId: 'ZZZZZ' }, 'referralId'],
    [{ createdAt: '2020-01-01T00:00:00.000Z' }, 'createdAt'],
    [{ profile_image: 'x.png' }, 'profile_image'],
    [{ signupViaReferral: 'r1' }, 'signupViaReferral'],
    [{ walletBalance: 1000 }, 'walletBalance'],
    [{ usertype: 'admin' as const }, 'usertype'],
  ])('refuses %o', (patch, field) => {
    expect(validateUserEdit(current, patch)).toEqual({
      ok: false,
      failures: [{ field, messageKey: 'read_only_field' }],
    });
  });
});

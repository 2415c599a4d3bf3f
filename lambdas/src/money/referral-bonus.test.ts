import { buildFirstProfile, toMoney, type User } from '@wayfare/shared';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import { referralBonusFor } from './referral-bonus';

const AT = Date.UTC(2024, 5, 1, 12);
const profile = (uid: string, extra: Partial<User> = {}): User => ({
  ...buildFirstProfile({ uid, regType: 'email' }, { at: AT, randomInt: () => 0 }),
  ...extra,
});
const users = (...list: User[]) => ({
  getById: async (uid: string) => list.find((u) => u.uid === uid) ?? null,
});

describe('referralBonusFor', () => {
  const referred = profile('r1', { signupViaReferral: 'ref' });
  const paid = aBooking({ customer: 'r1', driver: 'd1' });

  it('credits settings.bonus, rounded to the decimal, to the referrer, keyed by the referred rider, as optional', async () => {
    expect(
      await referralBonusFor({ users: users(referred) }, paid, { bonus: 5.005, decimal: 2 }, AT),
    ).toEqual([
      {
        type: 'Credit',
        uid: 'ref',
        amount: toMoney(5.01),
        txRef: 'Referral',
        idempotencyKey: 'referral#r1',
        at: new Date(AT),
        optional: true,
      },
    ]);
  });

  it.each([
    ['the rider signed up without a referral', profile('r1'), paid, 5],
    ['the bonus is 0', referred, paid, 0],
    [
      'the referrer drives this trip (its share takes the wallet in this transaction)',
      referred,
      aBooking({ customer: 'r1', driver: 'ref' }),
      5,
    ],
  ])('posts nothing when %s', async (_case, rider, booking, bonus) => {
    expect(await referralBonusFor({ users: users(rider) }, booking, { bonus, decimal: 2 }, AT)).toEqual([]);
  });
});

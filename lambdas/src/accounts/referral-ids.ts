import { generateReferralId, type AuditEntry, type RandomInt, type User } from '@wayfare/shared';
import { ReferralIdTaken, type UserRepository } from '../ports/user-repository';

/** 26^5 ids: a clash is rare but grows with the user count, and each draw is a fresh chance. */
const DRAWS = 5;

/** Creates the user, drawing another referral id while the drawn one belongs to someone else. */
export async function createWithFreeReferralId(
  users: Pick<UserRepository, 'create'>,
  user: User,
  { username, audit, randomInt }: { username?: string; audit?: AuditEntry; randomInt: RandomInt },
): Promise<User> {
  for (let draw = 1; ; draw += 1) {
    try {
      return await users.create(draw === 1 ? user : { ...user, referralId: generateReferralId(randomInt) }, {
        username,
        audit,
      });
    } catch (error) {
      if (!(error instanceof ReferralIdTaken) || draw === DRAWS) throw error;
    }
  }
}

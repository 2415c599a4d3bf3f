import { buildFirstProfile, userExistsError, type User } from '@wayfare/shared';
import { ReferralIdTaken } from '../ports/user-repository';
import { createPostConfirmation, regTypeOf } from './first-profile';
import { postConfirmationEvent } from './trigger-events.fixture';

const NOW = Date.UTC(2024, 4, 1, 12);

/** Profiles by uid, and contacts other profiles already hold (refused with USER_EXISTS, as the table does). */
function setup(
  existing: User | null = null,
  takenEmails: string[] = [],
  { takenReferralIds = [] as string[], randomInt = (): number => 2 } = {},
) {
  const created: { user: User; username?: string }[] = [];
  const groups: string[] = [];
  const referrers: Record<string, User> = {
    RIDRA: buildFirstProfile({ uid: 'referrer-uid', regType: 'email' }, { at: NOW, randomInt: () => 0 }),
  };
  const trigger = createPostConfirmation({
    users: {
      getById: async () => existing ?? created[0]?.user ?? null,
      findByReferralId: async (id) => referrers[id] ?? null,
      create: async (user, options) => {
        if (created.some((c) => c.user.uid === user.uid)) throw userExistsError();
        if (user.email && takenEmails.includes(user.email)) throw userExistsError();
        if (user.referralId && takenReferralIds.includes(user.referralId))
          throw new ReferralIdTaken(user.referralId);
        created.push({ user, username: options?.username });
        return user;
      },
    },
    addToGroup: async ({ userPoolId, username, group }) =>
      void groups.push(`${userPoolId}/${username}/${group}`),
    now: () => NOW,
    randomInt,
  });
  return { created, groups, trigger };
}

describe('post-confirmation trigger', () => {
  it('makes a new phone sign-up an approved rider with wallet 0 and a referral id, in group rider', async () => {
    const { created, groups, trigger } = setup();
    await trigger(postConfirmationEvent({ sub: 'sub-9', phone_number: '+15550100009' }));
    expect(created).toEqual([
      {
        username: 'user-1',
        user: {
          uid: 'sub-9',
          mobile: '+15550100009',
          firstName: '',
          lastName: '',
          usertype: 'rider',
          regType: 'mobile',
          approved: true,
          walletBalance: 0,
          referralId: 'CCCCC',
          createdAt: new Date(NOW).toISOString(),
        },
      },
    ]);
    expect(groups).toEqual(['eu-west-1_Test/user-1/rider']);
  });

  it('adds only what is missing when Cognito runs it again', async () => {
    const { created, groups, trigger } = setup();
    const event = postConfirmationEvent({ sub: 'sub-9', email: 'new@example.com' });
    await trigger(event);
    await trigger(event);
    expect(created).toHaveLength(1);
    expect(created[0].user.regType).toBe('email');
    expect(groups).toHaveLength(2);
  });

  it('stores the referrer the sign-up named (by uid), and none for an id nobody holds any more', async () => {
    const referred = setup();
    await referred.trigger({
      ...postConfirmationEvent({ sub: 'sub-9', email: 'new@example.com' }),
      request: {
        userAttributes: { sub: 'sub-9', email: 'new@example.com' },
        clientMetadata: { referralId: 'ridra' },
      },
    });
    expect(referred.created[0].user.signupViaReferral).toBe('referrer-uid');
    const gone = setup();
    await gone.trigger({
      ...postConfirmationEvent({ sub: 'sub-8', email: 'late@example.com' }),
      request: {
        userAttributes: { sub: 'sub-8', email: 'late@example.com' },
        clientMetadata: { referralId: 'GONEE' },
      },
    });
    expect(gone.created[0].user).not.toHaveProperty('signupViaReferral');
  });

  it('draws another referral id when the one drawn belongs to someone else', async () => {
    let draws = 0;
    // 'CCCCC' for the first id, 'DDDDD' for the next.
    const randomInt = () => (draws++ < 5 ? 2 : 3);
    const { created, trigger } = setup(null, [], { takenReferralIds: ['CCCCC'], randomInt });
    await trigger(postConfirmationEvent({ sub: 'sub-9', phone_number: '+15550100009' }));
    expect(created).toHaveLength(1);
    expect(created[0].user.referralId).toBe('DDDDD');
  });

  it('does nothing after a forgotten-password confirmation', async () => {
    const { created, groups, trigger } = setup();
    await trigger(
      postConfirmationEvent({ sub: 'sub-9', email: 'a@b.co' }, 'PostConfirmation_ConfirmForgotPassword'),
    );
    expect(created).toEqual([]);
    expect(groups).toEqual([]);
  });
});

describe('post-confirmation trigger for a first social sign-in', () => {
  const federated = {
    sub: 'sub-g',
    email: 'gina@example.com',
    given_name: 'Gina',
    identities: JSON.stringify([{ providerName: 'Google', userId: '1040', providerType: 'Google' }]),
  };

  it("creates a rider with regType 'social' and the provider's e-mail, in group rider", async () => {
    const { created, groups, trigger } = setup();
    await trigger({ ...postConfirmationEvent(federated), userName: 'Google_1040' });
    expect(created).toEqual([
      {
        username: 'Google_1040',
        user: expect.objectContaining({
          uid: 'sub-g',
          email: 'gina@example.com',
          usertype: 'rider',
          regType: 'social',
          approved: true,
          walletBalance: 0,
        }),
      },
    ]);
    expect(groups).toEqual(['eu-west-1_Test/Google_1040/rider']);
  });

  it('creates one profile however often Cognito runs it, even when a second run races the first', async () => {
    const { created, trigger } = setup();
    const event = { ...postConfirmationEvent(federated), userName: 'Google_1040' };
    await Promise.all([trigger(event), trigger(event)]);
    await trigger(event);
    expect(created).toHaveLength(1);
  });

  it('leaves out an e-mail that another profile already holds, instead of failing the sign-in', async () => {
    const { created, trigger } = setup(null, ['gina@example.com']);
    await trigger({ ...postConfirmationEvent(federated), userName: 'Google_1040' });
    expect(created).toHaveLength(1);
    expect(created[0].user).toMatchObject({ uid: 'sub-g', regType: 'social' });
    expect(created[0].user.email).toBeUndefined();
  });

  it('still refuses a taken e-mail for a self sign-up, which PreSignUp should have stopped', async () => {
    const { trigger } = setup(null, ['taken@example.com']);
    await expect(
      trigger(postConfirmationEvent({ sub: 'sub-9', email: 'taken@example.com' })),
    ).rejects.toThrow('user exists');
  });
});

describe('regTypeOf', () => {
  it.each([
    [{ email: 'a@b.co' }, 'email'],
    [{ phone_number: '+15550100000' }, 'mobile'],
    [{ email: 'a@b.co', identities: '[{"providerName":"Google"}]' }, 'social'],
  ])('%j → %s', (attributes, regType) => {
    expect(regTypeOf(attributes)).toBe(regType);
  });
});

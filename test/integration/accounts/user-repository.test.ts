/** The users data layer against DynamoDB Local: contact uniqueness, lists by type and fleet, search, paging. */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '@wayfare/shared';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient, type DynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { startTestDynamoDb } from '../../support/dynamodb-pool';
import { userEntity } from '@wayfare/lambdas/src/adapters/dynamodb/user.entity';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { ReferralIdTaken } from '@wayfare/lambdas/src/ports/user-repository';

const TABLE = 'users-test';

function aUser(uid: string, overrides: Partial<User> = {}): User {
  return {
    uid,
    createdAt: `2024-01-01T00:00:${uid.slice(-2).padStart(2, '0')}.000Z`,
    firstName: 'Test',
    lastName: uid,
    usertype: 'rider',
    approved: true,
    walletBalance: 0,
    regType: 'mobile',
    ...overrides,
  };
}

describe('DynamoUserRepository', () => {
  let db: DynamoDbLocal;
  let client: DynamoDBClient;
  let users: DynamoUserRepository;

  beforeAll(async () => {
    db = await startTestDynamoDb();
    client = localClient(db.endpoint);
    await ensureTable(client, TABLE);
    users = new DynamoUserRepository(DynamoDBDocumentClient.from(client), TABLE);
  });
  afterAll(async () => {
    client?.destroy();
    await db?.close();
  });

  it('finds a user by id, e-mail (any case) and mobile, and keeps the Cognito username', async () => {
    await users.create(aUser('u-01', { email: 'Ann@Example.com', mobile: '+15550000001' }), {
      username: 'cognito-01',
    });
    expect(await users.getById('u-01')).toMatchObject({ uid: 'u-01', email: 'Ann@Example.com' });
    expect((await users.findByContact('email', 'ann@example.COM'))?.uid).toBe('u-01');
    expect((await users.findByContact('mobile', '+1 555 000 0001'))?.uid).toBe('u-01');
    expect(await users.findByContact('email', 'nobody@example.com')).toBeNull();
    expect(await users.usernameOf('u-01')).toBe('cognito-01');
    expect(await users.getById('u-01')).not.toHaveProperty('username');
  });

  it('refuses a second user with a taken e-mail or mobile, writing nothing', async () => {
    await expect(users.create(aUser('u-02', { email: 'ann@example.com' }))).rejects.toMatchObject({
      code: 'USER_EXISTS',
      message: 'user exists',
    });
    await expect(
      users.create(aUser('u-02', { email: 'new@example.com', mobile: '+15550000001' })),
    ).rejects.toMatchObject({ code: 'USER_EXISTS' });
    expect(await users.getById('u-02')).toBeNull();
    expect(await users.findByContact('email', 'new@example.com')).toBeNull();
  });

  it('moves a changed contact to the new value and frees the old one', async () => {
    await users.create(aUser('u-03', { email: 'old@example.com' }));
    const updated = await users.update('u-03', { email: 'fresh@example.com', firstName: 'Fresh' });
    expect(updated).toMatchObject({ email: 'fresh@example.com', firstName: 'Fresh' });
    expect((await users.findByContact('email', 'fresh@example.com'))?.uid).toBe('u-03');
    expect(await users.findByContact('email', 'old@example.com')).toBeNull();
    await expect(users.update('u-03', { email: 'ann@example.com' })).rejects.toMatchObject({
      code: 'USER_EXISTS',
    });
    expect((await users.getById('u-03'))?.email).toBe('fresh@example.com');
  });

  it('removes the profile and its contacts together', async () => {
    await users.create(aUser('u-04', { email: 'gone@example.com', mobile: '+15550000004' }));
    await users.remove('u-04');
    expect(await users.getById('u-04')).toBeNull();
    expect(await users.findByContact('email', 'gone@example.com')).toBeNull();
    await users.create(aUser('u-05', { email: 'gone@example.com' }));
    expect((await users.findByContact('email', 'gone@example.com'))?.uid).toBe('u-05');
    await expect(users.remove('u-04')).resolves.toBeUndefined();
  });

  it('finds a user by referral id, keeps referral ids unique, and frees the id with the profile', async () => {
    await users.create(aUser('u-31', { referralId: 'REFAA', mobile: '+15550000031' }));
    expect((await users.findByReferralId('REFAA'))?.uid).toBe('u-31');
    expect(await users.findByReferralId('NOONE')).toBeNull();
    // A clash on the id alone says so (the caller draws another); nothing is written.
    await expect(
      users.create(aUser('u-32', { referralId: 'REFAA', mobile: '+15550000032' })),
    ).rejects.toThrow(ReferralIdTaken);
    expect(await users.getById('u-32')).toBeNull();
    expect(await users.findByContact('mobile', '+15550000032')).toBeNull();
    // A clash on a contact is still 'user exists', even when the id clashes too.
    await expect(
      users.create(aUser('u-33', { referralId: 'REFAA', mobile: '+15550000031' })),
    ).rejects.toMatchObject({
      code: 'USER_EXISTS',
    });
    await users.remove('u-31');
    expect(await users.findByReferralId('REFAA')).toBeNull();
    await users.create(aUser('u-32', { referralId: 'REFAA' }));
    expect((await users.findByReferralId('REFAA'))?.uid).toBe('u-32');
  });

  it('keeps an account whose wallet was credited after the caller checked it, with wallet_not_empty', async () => {
    await users.create(aUser('u-06', { email: 'funded@example.com', walletBalance: 10 }));
    await expect(users.remove('u-06')).rejects.toMatchObject({
      code: 'VALIDATION',
      messageKey: 'wallet_not_empty',
    });
    expect((await users.getById('u-06'))?.walletBalance).toBe(10);
    expect((await users.findByContact('email', 'funded@example.com'))?.uid).toBe('u-06');
  });

  describe('lists', () => {
    beforeAll(async () => {
      for (let i = 10; i < 22; i += 1) {
        await users.create(
          aUser(`d-${i}`, {
            usertype: 'driver',
            firstName: i % 3 === 0 ? 'Zoe' : 'Max',
            fleetadmin: i % 2 === 0 ? 'fleet-a' : undefined,
          }),
        );
      }
    });

    it('pages drivers newest first without repeats', async () => {
      const first = await users.listByType('driver', { limit: 5 });
      expect(first.items.map((u) => u.uid)).toEqual(['d-21', 'd-20', 'd-19', 'd-18', 'd-17']);
      const second = await users.listByType('driver', { limit: 5, nextToken: first.nextToken });
      expect(second.items.map((u) => u.uid)).toEqual(['d-16', 'd-15', 'd-14', 'd-13', 'd-12']);
      const last = await users.listByType('driver', { limit: 5, nextToken: second.nextToken });
      expect(last.items.map((u) => u.uid)).toEqual(['d-11', 'd-10']);
      expect(last.nextToken).toBeNull();
    });

    it('fills a searched page across reads, matching any case and part of the name', async () => {
      const page = await users.listByType('driver', { search: '  zO', limit: 3 });
      expect(page.items.map((u) => u.uid)).toEqual(['d-21', 'd-18', 'd-15']);
      const rest = await users.listByType('driver', { search: 'zo', limit: 3, nextToken: page.nextToken });
      expect(rest.items.map((u) => u.uid)).toEqual(['d-12']);
    });

    it("lists only a fleet admin's own drivers", async () => {
      const page = await users.listByFleet('fleet-a', { limit: 100 });
      expect(page.items.map((u) => u.uid)).toEqual(['d-20', 'd-18', 'd-16', 'd-14', 'd-12', 'd-10']);
      expect(page.items.every((u) => u.fleetadmin === 'fleet-a')).toBe(true);
      expect((await users.listByFleet('fleet-b', {})).items).toEqual([]);
    });

    it('keeps drivers outside a fleet out of the fleet index entirely (no shared hot partition)', async () => {
      const documents = DynamoDBDocumentClient.from(client);
      const { Key } = userEntity(documents, TABLE)
        .get({ uid: 'd-11' })
        .params<{ Key: Record<string, string> }>();
      const { Item } = await documents.send(new GetCommand({ TableName: TABLE, Key }));
      expect(Item).toMatchObject({ usertype: 'driver' });
      expect(Item).not.toHaveProperty('gsi2pk');
      expect(Item).not.toHaveProperty('gsi2sk');
    });

    it('reads several profiles in one batch, leaving out unknown and repeated uids', async () => {
      const found = await users.getByIds(['d-12', 'nobody', 'd-15', 'd-12']);
      expect(found.map((u) => u.uid).sort()).toEqual(['d-12', 'd-15']);
      expect(found.find((u) => u.uid === 'd-15')).toMatchObject({ firstName: 'Zoe', usertype: 'driver' });
      expect(await users.getByIds([])).toEqual([]);
    });

    it('keeps riders out of the driver list', async () => {
      const page = await users.listByType('driver', { limit: 100 });
      expect(page.items.every((u) => u.usertype === 'driver')).toBe(true);
      expect(page.items).toHaveLength(12);
    });
  });
});

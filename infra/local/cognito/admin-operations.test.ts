import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ADMIN_CREDENTIALS,
  CLIENT_ID,
  startTestTwin,
  twinClient,
  USER_POOL_ID,
  type TestTwin,
} from './twin.fixture';

let t: TestTwin;

beforeEach(async () => {
  t = await startTestTwin({ groups: ['rider', 'driver', 'fleetadmin', 'admin'] });
});
afterEach(() => t.close());

const pool = { UserPoolId: USER_POOL_ID };
const attribute = (user: { Attributes?: UserType['Attributes'] }, name: string) =>
  user.Attributes?.find((a) => a.Name === name)?.Value;
const createUser = (username: string, attributes: Record<string, string>) =>
  t.client.send(
    new AdminCreateUserCommand({
      ...pool,
      Username: username,
      MessageAction: 'SUPPRESS',
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
const getUser = (username: string) => t.client.send(new AdminGetUserCommand({ ...pool, Username: username }));
const errorNamed = (name: string) => expect.objectContaining({ name });

describe('who may call the admin API', () => {
  const adminCalls = {
    ListUsers: { ...pool },
    AdminAddUserToGroup: { ...pool, Username: 'rider-1', GroupName: 'admin' },
    AdminCreateUser: { ...pool, Username: 'planted', MessageAction: 'SUPPRESS' as const },
  };
  const sendEach = (client: CognitoIdentityProviderClient) => [
    client.send(new ListUsersCommand(adminCalls.ListUsers)),
    client.send(new AdminAddUserToGroupCommand(adminCalls.AdminAddUserToGroup)),
    client.send(new AdminCreateUserCommand(adminCalls.AdminCreateUser)),
  ];

  it('refuses a call without a signature, and does nothing', async () => {
    await t.signUp('rider-1', { email: 'rider@example.com' });
    for (const [operation, input] of Object.entries(adminCalls)) {
      const answer = await fetch(t.twin.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(input),
      });
      expect(answer.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    }
    expect(
      await t.client.send(new AdminListGroupsForUserCommand({ ...pool, Username: 'rider-1' })),
    ).toMatchObject({ Groups: [] });
    await expect(getUser('planted')).rejects.toEqual(errorNamed('UserNotFoundException'));
  });

  it("refuses the well-known local/local key and a wrong secret for the twin's key", async () => {
    const wellKnown = twinClient(t.twin.url, { accessKeyId: 'local', secretAccessKey: 'local' });
    const guessed = twinClient(t.twin.url, { ...ADMIN_CREDENTIALS, secretAccessKey: 'guessed' });
    for (const call of sendEach(wellKnown))
      await expect(call).rejects.toEqual(errorNamed('UnrecognizedClientException'));
    for (const call of sendEach(guessed))
      await expect(call).rejects.toEqual(errorNamed('InvalidSignatureException'));
    wellKnown.destroy();
    guessed.destroy();
  });

  it('serves the user operations without credentials, as Cognito does', async () => {
    const answer = await fetch(t.twin.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: 'x@example.com' },
      }),
    });
    expect(answer.status).toBe(200);
  });
});

describe('admin users', () => {
  it('creates a user without a message, verified by the PreSignUp trigger, who can sign in', async () => {
    const { User } = await createUser('admin-1', { email: 'admin@example.com', name: 'Ada Admin' });
    expect(User).toMatchObject({ Username: 'admin-1', Enabled: true, UserStatus: 'FORCE_CHANGE_PASSWORD' });
    expect(User?.UserCreateDate).toBeInstanceOf(Date);
    expect(attribute(User!, 'email_verified')).toBe('true');
    expect(attribute(User!, 'sub')).toMatch(/^[0-9a-f-]{36}$/);

    await t.signIn('ADMIN@example.com');
    expect(t.outbox).toEqual([expect.objectContaining({ channel: 'email', to: 'admin@example.com' })]);
  });

  it('refuses invitations it cannot deliver, duplicates and bad attributes', async () => {
    await createUser('rider-1', { email: 'rider@example.com' });
    await expect(
      t.client.send(new AdminCreateUserCommand({ ...pool, Username: 'rider-2', MessageAction: 'RESEND' })),
    ).rejects.toThrow(errorNamed('UnsupportedOperationException'));
    await expect(createUser('rider-1', {})).rejects.toThrow(errorNamed('UsernameExistsException'));
    await expect(createUser('rider-2', { email: 'RIDER@example.com' })).rejects.toThrow(
      errorNamed('AliasExistsException'),
    );
    await expect(createUser('rider-3', { email: 'not-an-email' })).rejects.toThrow(
      errorNamed('InvalidParameterException'),
    );
    await expect(createUser('rider-4', { phone_number: '555-0100' })).rejects.toThrow(
      errorNamed('InvalidParameterException'),
    );
    await expect(createUser('rider-5', { shoe_size: '42' })).rejects.toThrow(
      errorNamed('InvalidParameterException'),
    );
    await expect(
      t.client.send(new AdminGetUserCommand({ UserPoolId: 'eu-west-1_Other', Username: 'rider-1' })),
    ).rejects.toThrow(errorNamed('ResourceNotFoundException'));
  });

  it('gets a user by username or alias', async () => {
    await createUser('rider-1', { email: 'rider@example.com', phone_number: '+15550100002' });
    for (const name of ['rider-1', 'Rider@Example.com', '+15550100002']) {
      await expect(getUser(name)).resolves.toMatchObject({
        Username: 'rider-1',
        UserStatus: 'FORCE_CHANGE_PASSWORD',
        Enabled: true,
      });
    }
    await expect(getUser('ghost')).rejects.toThrow(errorNamed('UserNotFoundException'));
  });

  it('updates attributes; a changed e-mail is unverified and no longer signs in until verified', async () => {
    await createUser('rider-1', { email: 'rider@example.com' });
    await t.client.send(
      new AdminUpdateUserAttributesCommand({
        ...pool,
        Username: 'rider-1',
        UserAttributes: [
          { Name: 'email', Value: 'new@example.com' },
          { Name: 'given_name', Value: 'Ria' },
        ],
      }),
    );
    const user = await getUser('rider-1');
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: 'new@example.com' },
        { Name: 'email_verified', Value: 'false' },
        { Name: 'given_name', Value: 'Ria' },
      ]),
    );
    await expect(getUser('new@example.com')).rejects.toThrow(errorNamed('UserNotFoundException'));

    await t.client.send(
      new AdminUpdateUserAttributesCommand({
        ...pool,
        Username: 'rider-1',
        UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
      }),
    );
    await expect(getUser('new@example.com')).resolves.toMatchObject({ Username: 'rider-1' });
    await expect(
      t.client.send(
        new AdminUpdateUserAttributesCommand({
          ...pool,
          Username: 'rider-1',
          UserAttributes: [{ Name: 'sub', Value: 'x' }],
        }),
      ),
    ).rejects.toThrow(errorNamed('InvalidParameterException'));
  });

  it('disables (revoking tokens) and re-enables a user', async () => {
    await createUser('driver-1', { phone_number: '+15550100003' });
    const tokens = await t.signIn('driver-1');
    await t.client.send(new AdminDisableUserCommand({ ...pool, Username: 'driver-1' }));
    expect(await t.twin.verifyToken(tokens.AccessToken, 'access')).toBeNull();
    await expect(getUser('driver-1')).resolves.toMatchObject({ Enabled: false });
    await expect(t.signIn('driver-1')).rejects.toThrow(
      expect.objectContaining({ message: 'User is disabled.' }),
    );

    await t.client.send(new AdminEnableUserCommand({ ...pool, Username: 'driver-1' }));
    await expect(t.signIn('driver-1')).resolves.toBeDefined();
  });

  it('deletes a user and revokes their tokens', async () => {
    await createUser('rider-1', { email: 'rider@example.com' });
    const tokens = await t.signIn('rider-1');
    await t.client.send(new AdminDeleteUserCommand({ ...pool, Username: 'rider-1' }));
    await expect(getUser('rider-1')).rejects.toThrow(errorNamed('UserNotFoundException'));
    expect(await t.twin.verifyToken(tokens.AccessToken, 'access')).toBeNull();
    // The alias is free again.
    await expect(createUser('rider-2', { email: 'rider@example.com' })).resolves.toBeDefined();
  });
});

describe('admin groups', () => {
  it('adds, lists page by page and removes groups, which tokens carry', async () => {
    await createUser('boss', { email: 'boss@example.com' });
    await t.addToGroup('boss', 'admin');
    await t.addToGroup('boss', 'fleetadmin');
    await t.addToGroup('boss', 'admin');

    const first = await t.client.send(
      new AdminListGroupsForUserCommand({ ...pool, Username: 'boss', Limit: 1 }),
    );
    expect(first.Groups).toEqual([{ GroupName: 'admin', UserPoolId: USER_POOL_ID }]);
    const second = await t.client.send(
      new AdminListGroupsForUserCommand({ ...pool, Username: 'boss', Limit: 1, NextToken: first.NextToken }),
    );
    expect(second.Groups?.map((g) => g.GroupName)).toEqual(['fleetadmin']);
    expect(second.NextToken).toBeUndefined();

    const tokens = await t.signIn('boss');
    expect(await t.twin.verifyToken(tokens.IdToken, 'id')).toMatchObject({
      'cognito:groups': ['admin', 'fleetadmin'],
    });

    await t.client.send(
      new AdminRemoveUserFromGroupCommand({ ...pool, Username: 'boss', GroupName: 'admin' }),
    );
    const after = await t.client.send(new AdminListGroupsForUserCommand({ ...pool, Username: 'boss' }));
    expect(after.Groups?.map((g) => g.GroupName)).toEqual(['fleetadmin']);
  });

  it('refuses a group the pool does not have', async () => {
    await createUser('boss', { email: 'boss@example.com' });
    await expect(
      t.client.send(new AdminAddUserToGroupCommand({ ...pool, Username: 'boss', GroupName: 'Admin' })),
    ).rejects.toThrow(errorNamed('ResourceNotFoundException'));
  });
});

describe('ListUsers', () => {
  beforeEach(async () => {
    await createUser('u-1', { email: 'ann@example.com', phone_number: '+15550100011', given_name: 'Ann' });
    await createUser('u-2', { email: 'bob@example.com', phone_number: '+15550100012', given_name: 'Bob' });
    await createUser('u-3', { email: 'bea@other.org', given_name: 'Bea' });
  });
  const list = (input: {
    Filter?: string;
    Limit?: number;
    PaginationToken?: string;
    AttributesToGet?: string[];
  }) => t.client.send(new ListUsersCommand({ ...pool, ...input }));
  const usernames = (users: UserType[] = []) => users.map((u) => u.Username ?? '');

  it.each([
    ['email = "BOB@example.com"', ['u-2']],
    ['phone_number = "+15550100011"', ['u-1']],
    ['given_name ^= "B"', ['u-2', 'u-3']],
    ['email ^= "b"', ['u-2', 'u-3']],
    ['status = "Enabled"', ['u-1', 'u-2', 'u-3']],
    ['username = "u-3"', ['u-3']],
    ['email = "nobody@example.com"', []],
  ])('filters %s', async (Filter, expected) => {
    expect(usernames((await list({ Filter })).Users)).toEqual(expected);
  });

  it('pages with Limit and PaginationToken', async () => {
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await list({ Limit: 2, PaginationToken: token });
      expect(page.Users!.length).toBeLessThanOrEqual(2);
      seen.push(...usernames(page.Users));
      token = page.PaginationToken;
    } while (token);
    expect(seen).toEqual(['u-1', 'u-2', 'u-3']);
  });

  it('returns only the attributes asked for', async () => {
    const { Users } = await list({ Filter: 'username = "u-1"', AttributesToGet: ['email'] });
    expect(Users?.[0].Attributes).toEqual([{ Name: 'email', Value: 'ann@example.com' }]);
  });

  it.each(['email == "x"', 'shoe_size = "42"', 'email = unquoted'])(
    'rejects the filter %s',
    async (Filter) => {
      await expect(list({ Filter })).rejects.toThrow(errorNamed('InvalidParameterException'));
    },
  );

  it('rejects an out-of-range limit and a foreign pagination token', async () => {
    await expect(list({ Limit: 61 })).rejects.toThrow(errorNamed('InvalidParameterException'));
    await expect(list({ PaginationToken: 'bm9wZQ' })).rejects.toThrow(
      errorNamed('InvalidParameterException'),
    );
  });
});

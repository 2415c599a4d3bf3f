import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { IdentityExistsError, type IdentityAdmin } from '../../ports/identity-admin';

const EXISTS = new Set(['UsernameExistsException', 'AliasExistsException']);

const isNamed = (error: unknown, names: ReadonlySet<string>): boolean =>
  error instanceof Error && names.has(error.name);

const verified = (name: 'email' | 'phone_number', value: string) => [
  { Name: name, Value: value },
  { Name: `${name}_verified`, Value: 'true' },
];

/** IdentityAdmin over the Cognito admin API of one user pool. */
export function createCognitoIdentityAdmin(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): IdentityAdmin {
  return {
    async createUser({ username, email, mobile, group }) {
      try {
        const { User: user } = await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: username,
            // Passwordless: there is no temporary password to deliver; sign-in is by code.
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              ...(email ? verified('email', email) : []),
              ...(mobile ? verified('phone_number', mobile) : []),
            ],
          }),
        );
        const uid = user?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
        if (!uid) throw new Error('Cognito created a user without a sub');
        await this.addToGroup(username, group);
        return { uid };
      } catch (error) {
        if (isNamed(error, EXISTS))
          throw new IdentityExistsError('The contact has a sign-in already', { cause: error });
        throw error;
      }
    },

    async addToGroup(username, group) {
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
      );
    },

    async removeFromGroup(username, group) {
      await client.send(
        new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
      );
    },

    async disableUser(username) {
      await ignoreMissingUser(
        client.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username })),
      );
    },

    async deleteUser(username) {
      await ignoreMissingUser(
        client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username })),
      );
    },

    async signOut(username) {
      await ignoreMissingUser(
        client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username })),
      );
    },
  };
}

async function ignoreMissingUser(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!isNamed(error, new Set(['UserNotFoundException']))) throw error;
  }
}

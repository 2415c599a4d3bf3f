/** Demo accounts through the Cognito admin API and the user repository, as the back office adds users. */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserRepository } from '@wayfare/lambdas/src/ports/user-repository';
import { twinConfig } from '../twin-config';
import { demoUsers, moreDemoUsers, type DemoUser } from './demo-accounts';

export async function seedDemoAccounts(deps: {
  cognito: CognitoIdentityProviderClient;
  users: UserRepository;
  now: Date;
}): Promise<void> {
  const others = [demoUsers.admin, demoUsers.driver, demoUsers.rider, ...moreDemoUsers];
  // A minute apart, oldest first, so the user tables' newest-first order is well defined.
  const at = (index: number) => new Date(deps.now.getTime() - (others.length - index) * 60_000);
  const fleetadmin = await seedAccount(deps, demoUsers.fleetadmin, at(-1));
  for (const [index, user] of others.entries()) await seedAccount(deps, user, at(index), fleetadmin);
}

async function seedAccount(
  { cognito, users }: { cognito: CognitoIdentityProviderClient; users: UserRepository },
  { contact, inDemoFleet, ...profile }: DemoUser,
  createdAt: Date,
  demoFleetadmin?: string,
): Promise<string> {
  const attributes = Object.entries(contact).flatMap(([name, value]) => [
    { Name: name, Value: value },
    { Name: `${name}_verified`, Value: 'true' },
  ]);
  const username = crypto.randomUUID();
  const { User: created } = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: twinConfig.userPoolId,
      Username: username,
      UserAttributes: attributes,
      MessageAction: 'SUPPRESS',
    }),
  );
  const uid = created?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!uid) throw new Error('The Cognito twin returned no user');
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: twinConfig.userPoolId,
      Username: username,
      GroupName: profile.usertype,
    }),
  );
  const fleet = inDemoFleet && demoFleetadmin ? { fleetadmin: demoFleetadmin } : {};
  await users.create({ ...profile, ...fleet, uid, createdAt: createdAt.toISOString() }, { username });
  return uid;
}

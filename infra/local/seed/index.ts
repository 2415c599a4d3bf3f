/**
 * Demo data, seeded on the first start through the product's own repositories and the Cognito
 * admin API (the same calls the back office makes), so seeded data is shaped like real data.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { twinConfig, type DemoAccounts } from '../twin-config';
import { demoAccounts, demoUsers } from './demo-accounts';
import { demoSettings } from './demo-settings';

export async function seedDemoData({ log }: { log: (line: string) => void }): Promise<DemoAccounts> {
  // Loaded here, after the twin has set the environment the handlers read at cold start.
  const { clock, cognitoClient, settingsRepository, userRepository } =
    await import('@wayfare/lambdas/src/deps');
  if (await settingsRepository().get()) return demoAccounts;

  log('Seeding demo data…');
  const now = clock();
  for (const { contact, ...profile } of Object.values(demoUsers)) {
    const attributes = Object.entries(contact).flatMap(([name, value]) => [
      { Name: name, Value: value },
      { Name: `${name}_verified`, Value: 'true' },
    ]);
    const { User: created } = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: twinConfig.userPoolId,
        Username: crypto.randomUUID(),
        UserAttributes: attributes,
        MessageAction: 'SUPPRESS',
      }),
    );
    const uid = created?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!created?.Username || !uid) throw new Error('The Cognito twin returned no user');
    await cognitoClient().send(
      new AdminAddUserToGroupCommand({
        UserPoolId: twinConfig.userPoolId,
        Username: created.Username,
        GroupName: profile.usertype,
      }),
    );
    await userRepository().create({ ...profile, uid, createdAt: now.toISOString() });
  }
  // Settings last: their presence marks a completed seed.
  await settingsRepository().put(demoSettings, now);
  return demoAccounts;
}

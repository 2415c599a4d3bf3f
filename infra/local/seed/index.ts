/**
 * Demo data, seeded on the first start through the product's own repositories and the Cognito
 * admin API (the same calls the back office makes), so seeded data is shaped like real data.
 */
import type { DemoAccounts } from '../twin-config';
import { demoAccounts } from './demo-accounts';
import { seedDemoAccounts } from './seed-accounts';
import { demoSettings } from './demo-settings';
import { seedDemoLanguages } from './seed-languages';
import { seedDemoCatalogue } from './demo-catalogue';

export async function seedDemoData({ log }: { log: (line: string) => void }): Promise<DemoAccounts> {
  // Loaded here, after the twin has set the environment the handlers read at cold start.
  const { clock, cognitoClient, settingsRepository, userRepository } =
    await import('@wayfare/lambdas/src/deps');
  if (await settingsRepository().get()) return demoAccounts;

  log('Seeding demo data…');
  const now = clock();
  await seedDemoAccounts({ cognito: cognitoClient(), users: userRepository(), now });
  await seedDemoCatalogue(now);
  await seedDemoLanguages(now);
  // Settings last: their presence marks a completed seed.
  await settingsRepository().put(demoSettings, now);
  return demoAccounts;
}

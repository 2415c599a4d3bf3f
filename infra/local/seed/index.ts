/**
 * Demo data, seeded on the first start through the product's own ports (repositories, ledger,
 * identity admin: the same calls the back office makes), so seeded data is shaped like real data.
 */
import type { DemoAccounts } from '../twin-config';
import { demoAccounts, demoUsers, moreDemoUsers } from './demo-accounts';
import { demoFleetDrivers, demoFleetRiders } from './demo-fleet';
import { createDemoProfiles, registerDemoAccounts } from './seed-accounts';
import { demoSettings } from './demo-settings';
import { seedDemoImages } from './seed-images';
import { seedDemoLanguages } from './seed-languages';
import { seedDemoCatalogue } from './demo-catalogue';
import { contactOf, demoDrivers, driverStates, planDemoTrips, type DriverState } from './demo-trips';
import { seedDemoTrips } from './seed-trips';

export interface SeedOptions {
  log: (line: string) => void;
  /** Also the demo city's drivers on the road and six months of trips (`npm start`; tests leave it out). */
  trips?: boolean;
}

export async function seedDemoData({ log, trips = false }: SeedOptions): Promise<DemoAccounts> {
  // Loaded here, after the twin has set the environment the handlers read at cold start.
  const deps = await import('@wayfare/lambdas/src/deps');
  await seedDemoImages();
  if (await deps.settingsRepository().get()) return demoAccounts;

  log('Seeding demo data…');
  const now = new Date(deps.now());
  const people = [
    demoUsers.fleetadmin,
    demoUsers.admin,
    demoUsers.driver,
    demoUsers.rider,
    ...moreDemoUsers,
    ...(trips ? [...demoFleetDrivers, ...demoFleetRiders] : []),
  ];
  const accounts = await registerDemoAccounts(deps.identityAdmin(), people);
  const uids = new Map(accounts.map(({ user, uid }) => [contactOf(user), uid]));
  const uidOf = (contact: string) => uids.get(contact)!;
  const fleetadmin = uidOf(contactOf(demoUsers.fleetadmin));
  const plan = trips ? planDemoTrips(now) : [];
  // Drivers are stored as the history leaves them: rated, on a trip or idle, and where they are.
  const states = trips ? driverStates(plan) : new Map<string, DriverState>();
  const stateByUid = new Map([...states].map(([contact, state]) => [uidOf(contact), state]));
  await createDemoProfiles(deps.userRepository(), accounts, {
    now,
    fleetadmin,
    stateOf: (uid) => stateByUid.get(uid) ?? {},
  });
  await seedDemoCatalogue(now);
  if (trips) {
    // From the stored profiles: they carry the fleet the map index files each driver under.
    for (const driver of demoDrivers) {
      const stored = await deps.userRepository().getById(uidOf(contactOf(driver)));
      if (stored) await deps.dispatchIndex().update(stored, now);
    }
    log(`Seeding ${plan.length} demo trips…`);
    await seedDemoTrips({ deps, uidOf, fleetadmin }, plan);
  }
  await seedDemoLanguages(now);
  // Settings last: their presence marks a completed seed.
  await deps.settingsRepository().put(demoSettings, now);
  return demoAccounts;
}

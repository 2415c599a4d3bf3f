/**
 * One city simulation against a running twin (docs/trips.md, "The city simulation"): makes the
 * people, lets drivers and riders act for the given minutes, drains (no new bookings; trips in
 * flight finish), then reads every booking and wallet back through the API and sums it up.
 */
import { seededRandom } from '@wayfare/infra/local/seed/seeded-random';
import { AccountMaker, type Accounts } from './accounts';
import { Api, type Session, type Target } from './api';
import { DriverAgent } from './driver-agent';
import { checkLedgers } from './ledger-check';
import { Metrics, percentile, type RequestCounts } from './metrics';
import { BOOKING, CANCEL_REASONS, CAR_TYPES, PRODUCTS, SHOP_PICKUP } from './operations';
import { RiderAgent } from './rider-agent';
import { awaitsDispatch, Curb, sleep, type Catalogue, type Payment, type World } from './world';

export interface SimulationOptions {
  drivers: number;
  riders: number;
  minutes: number;
  seed: number;
  /** Simulated time runs this many times faster: streets, breaks and pauses shrink; the server's clock does not. */
  speedup: number;
  /** The longest wait, after the booking phase, for trips in flight to finish. */
  drainSeconds: number;
  /** The server's lead for rides later (DISPATCH_LEAD_MINUTES): earlier than this a ride later is legitimately waiting. */
  dispatchLeadMinutes: number;
  /** Progress lines. */
  log: (line: string) => void;
}

export const defaultOptions: Omit<SimulationOptions, 'drivers' | 'riders' | 'minutes' | 'log'> = {
  seed: 1,
  speedup: 1,
  drainSeconds: 300,
  dispatchLeadMinutes: 10,
};

/** Driver car types, in turn: mostly cars, and delivery bikes for the shop. */
const FLEET_MIX = ['Economy', 'Economy', 'Comfort', 'Delivery Bike'];
const WALLET_TOP_UP = 500;
const PROGRESS_EVERY_MS = 10_000;
const FINAL_STATUSES: Record<string, 'completed' | 'cancelled'> = {
  PAID: 'completed',
  COMPLETE: 'completed',
  CANCELLED: 'cancelled',
};

export type Summary = Record<string, unknown> & {
  trips: number;
  completed: number;
  cancelled: number;
  stuck: number;
  scheduled_waiting: number;
  completed_by_payment: Record<string, number>;
  errors: number;
  ledger_balanced: boolean;
  requests: RequestCounts;
  run: Pick<SimulationOptions, 'drivers' | 'riders' | 'minutes' | 'seed' | 'speedup'> & {
    elapsed_ms: number;
  };
};

export interface SimulationResult {
  summary: Summary;
  /** The first distinct unexpected error messages and ledger problems, for stderr. */
  problems: string[];
}

export async function runSimulation(target: Target, options: SimulationOptions): Promise<SimulationResult> {
  const started = Date.now();
  const metrics = new Metrics();
  const api = new Api(target, metrics);
  const runId = `${started.toString(36)}${options.seed}`;
  const maker = new AccountMaker(api, metrics, runId);
  const admin = await maker.signIn(target.demoAccounts.admin);
  const { catalogue, fleet } = await readCatalogue(api, admin, options.drivers);

  options.log(`Signing up ${options.riders} riders and registering ${options.drivers} drivers…`);
  const setupStarted = Date.now();
  const accounts = await maker.make({
    admin,
    riders: options.riders,
    drivers: options.drivers,
    carTypes: fleet,
    walletTopUp: WALLET_TOP_UP,
  });
  const world: World = {
    api,
    metrics,
    catalogue,
    phase: { draining: false, finished: false },
    curb: new Curb(),
    speedup: options.speedup,
    dispatchLeadMs: options.dispatchLeadMinutes * 60_000,
    bookings: [],
    trips: [],
  };
  // Each agent draws from its own sequence, so its choices do not depend on the others' timing.
  const drivers = accounts.drivers.map(
    (s, i) => new DriverAgent(world, s, seededRandom(options.seed * 7919 + i)),
  );
  const riders = accounts.riders.map(
    (s, i) => new RiderAgent(world, s, seededRandom(options.seed * 104_729 + i), i),
  );
  await Promise.all(drivers.map((driver) => driver.start()));
  const driving = drivers.map((driver) => driver.run());
  options.log(
    `Accounts ready in ${Math.round((Date.now() - setupStarted) / 1000)} s. Running for ${options.minutes} min (speed-up ×${options.speedup})…`,
  );
  const progress = setInterval(() => options.log(progressLine(world, started)), PROGRESS_EVERY_MS);
  try {
    const riding = Promise.all(riders.map((rider) => rider.run()));
    await sleep(options.minutes * 60_000);
    world.phase.draining = true;
    options.log('Draining: no new bookings; trips in flight finish…');
    await untilDrained(world, Date.now() + options.drainSeconds * 1000);
    const presenceMismatch = await countPresenceMismatch(drivers);
    world.phase.finished = true;
    await Promise.all([riding, ...driving]);
    return await summarise(world, options, { started, drivers, presenceMismatch, accounts });
  } finally {
    world.phase.finished = true;
    clearInterval(progress);
  }
}

/** What riders choose from, and each driver's car type. */
async function readCatalogue(
  api: Api,
  admin: Session,
  drivers: number,
): Promise<{ catalogue: Catalogue; fleet: { id: string; name: string }[] }> {
  const [{ carTypes }, { products }, { cancelReasons }, { settings }] = await Promise.all([
    api.call(admin, CAR_TYPES),
    api.call(admin, PRODUCTS),
    api.call(admin, CANCEL_REASONS),
    api.call(admin, SHOP_PICKUP),
  ]);
  const mix = FLEET_MIX.flatMap((name) => carTypes.filter((carType) => carType.name === name));
  const choices = mix.length > 0 ? mix : carTypes;
  const fleet = Array.from({ length: drivers }, (_, i) => choices[i % choices.length]);
  const catalogue = {
    carTypeIds: new Map(carTypes.map((carType) => [carType.name, carType.id])),
    drivenCarTypes: [...new Set(fleet.map((carType) => carType.name))],
    products: products.items,
    shopPickup: settings?.shopPickup ?? null,
    cancelReasons: cancelReasons.map((reason) => reason.label),
  };
  return { catalogue, fleet };
}

async function untilDrained(world: World, deadline: number): Promise<void> {
  while (Date.now() < deadline && world.trips.some((trip) => trip.inFlight)) await sleep(200);
}

/** Drivers who believe they are online and idle, whom the server has offline. */
async function countPresenceMismatch(drivers: readonly DriverAgent[]): Promise<number> {
  const believedOnline = drivers.filter((driver) => driver.online && !driver.busy);
  const onServer = await Promise.all(believedOnline.map((driver) => driver.serverOnline()));
  return onServer.filter((online) => !online).length;
}

function progressLine(world: World, started: number): string {
  const inFlight = world.trips.filter((trip) => trip.inFlight).length;
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${seconds}s: ${world.bookings.length} booked, ${inFlight} in flight, ${world.metrics.errors} errors`;
}

/** Reads every booking back as its rider, checks the wallets, and puts the figures together. */
async function summarise(
  world: World,
  options: SimulationOptions,
  run: { started: number; drivers: readonly DriverAgent[]; presenceMismatch: number; accounts: Accounts },
): Promise<SimulationResult> {
  const { api, metrics } = world;
  const now = Date.now();
  const tally = { completed: 0, cancelled: 0, stuck: 0, scheduled_waiting: 0 };
  const completedByPayment: Record<Payment, number> = { cash: 0, wallet: 0, card: 0 };
  const stuckByStatus: Record<string, number> = {};
  const payments = new Map<string, { paidByCard: boolean }>();
  const doublePaid: string[] = [];
  for (const trip of world.bookings) {
    const { booking } = await api.call(trip.rider, BOOKING, { id: trip.id });
    const status = booking?.status ?? 'UNREADABLE';
    const paidByCard = (booking?.cardPaymentAmount ?? 0) > 0;
    payments.set(trip.id, { paidByCard });
    if (paidByCard && (booking?.usedWalletMoney ?? 0) > 0)
      doublePaid.push(`booking ${trip.id} paid by card and wallet`);
    const outcome = FINAL_STATUSES[status];
    if (outcome === 'completed') {
      tally.completed += 1;
      completedByPayment[trip.payment] += 1;
    } else if (outcome === 'cancelled') tally.cancelled += 1;
    else if (status === 'NEW' && awaitsDispatch(world, trip.tripdate, now)) tally.scheduled_waiting += 1;
    else {
      tally.stuck += 1;
      stuckByStatus[status] = (stuckByStatus[status] ?? 0) + 1;
    }
  }
  const ledger = await checkLedgers(api, [...run.accounts.riders, ...run.accounts.drivers], payments);
  const offers = metrics.offerLatencies();
  const lags = metrics.positionLags();
  const count = (kind: string) => world.bookings.filter((trip) => trip.kind === kind).length;
  const summary: Summary = {
    trips: world.bookings.length,
    ...tally,
    stuck_by_status: stuckByStatus,
    completed_by_payment: completedByPayment,
    rides_now: count('ride'),
    rides_later: count('later'),
    shop_orders: count('shop'),
    offer_p50_ms: percentile(offers, 50),
    offer_p95_ms: percentile(offers, 95),
    offers_measured: offers.length,
    bookings_never_offered: metrics.neverOffered(),
    position_lag_p50_ms: percentile(lags, 50),
    position_lag_p95_ms: percentile(lags, 95),
    positions_streamed: lags.length,
    positions_not_streamed: metrics.positionsNotStreamed(),
    positions_not_tracked: run.drivers.reduce((sum, driver) => sum + driver.untrackedPositions, 0),
    drivers_without_offers: run.drivers.filter((driver) => metrics.offersTo(driver.session.uid) === 0).length,
    drivers_offline_on_server: run.presenceMismatch,
    errors: metrics.errors,
    expected_refusals: Object.fromEntries(metrics.expectedRefusals),
    ledger_balanced: ledger.balanced && doublePaid.length === 0,
    wallets_checked: ledger.walletsChecked,
    requests: metrics.requests(),
    graphql_latency_ms: metrics.latencies(),
    run: {
      drivers: options.drivers,
      riders: options.riders,
      minutes: options.minutes,
      seed: options.seed,
      speedup: options.speedup,
      elapsed_ms: Date.now() - run.started,
    },
  };
  const errors = [...metrics.errorMessages].map(([message, times]) => `error ×${times}: ${message}`);
  const problems = [...errors.slice(0, 10), ...ledger.problems, ...doublePaid].map((line) => line);
  return { summary, problems };
}

/**
 * A driver as its app drives the API: online with the phone's position reported every 10 s
 * (simulated), offers arriving on the `onTaskOffered` subscription and read with `tasks` (the app
 * re-reads the list on each signal; it does not poll), accept or decline, then every trip step:
 * drive to the pickup, ARRIVED, STARTED with the code the rider says at the car, drive to the
 * drop, REACHED. Sometimes it goes offline for a while, as drivers take breaks. It never corrects
 * the server: if the server stops offering it trips, it just gets none.
 */
import type { SeededRandom } from '@wayfare/infra/local/seed/seeded-random';
import { refusedWith } from './api';
import type { DriverSession } from './accounts';
import { randomPoint, stepToward, metresBetween, type Point } from './city';
import type { SimBookingFragment, TypedDocumentString } from './generated/graphql';
import {
  ACCEPT,
  BOOKING,
  DECLINE,
  GO_OFFLINE,
  LOCATION,
  ME,
  ON_BOOKING_CHANGED,
  ON_CHAT,
  ON_TASK_OFFERED,
  SEND_CHAT,
  SET_ACTIVE,
  TASKS,
  TRIP_STATUS,
} from './operations';
import { RealtimeConnection } from './realtime';
import { realMs, sleep, type World } from './world';

/** The driver app reports the position at most this often (use-position-reporting.ts). */
const REPORT_EVERY_MS = 10_000;
/** Reports never go out faster than this, however fast the simulated clock runs. */
const MIN_REPORT_GAP_MS = 2_000;
const STREET_SPEED_KMH = 30;
const ACCEPT_CHANCE = 0.9;
/** Per report while idle: the chance of a break, and how long it lasts (reports). */
const BREAK_CHANCE = 0.01;
const BREAK_REPORTS = [5, 15] as const;

export class DriverAgent {
  #live: RealtimeConnection | undefined;
  #online = false;
  #trip: SimBookingFragment | null = null;
  #position: Point;
  #destination: Point;
  #breakLeft = 0;
  #review: Promise<void> = Promise.resolve();
  readonly #answered = new Set<string>();
  readonly #reportGapMs: number;
  readonly #metresPerReport: number;
  /** Positions the server answered without a tracking entry while this driver was on a trip. */
  untrackedPositions = 0;

  constructor(
    private readonly world: World,
    readonly session: DriverSession,
    private readonly random: SeededRandom,
  ) {
    this.#position = randomPoint(random);
    this.#destination = randomPoint(random);
    this.#reportGapMs = Math.max(MIN_REPORT_GAP_MS, realMs(world, REPORT_EVERY_MS));
    const simulatedSeconds = (this.#reportGapMs * world.speedup) / 1000;
    this.#metresPerReport = (STREET_SPEED_KMH / 3.6) * simulatedSeconds;
  }

  get online(): boolean {
    return this.#online;
  }

  get busy(): boolean {
    return this.#trip !== null;
  }

  /** Opens the app: the live connection and the offers subscription, then online. */
  async start(): Promise<void> {
    const { api, metrics } = this.world;
    this.#live = await RealtimeConnection.open(api.target, this.session, metrics);
    await this.#live.subscribe(ON_TASK_OFFERED, { driver: this.session.uid }, ({ onTaskOffered }) => {
      if (!onTaskOffered) return;
      metrics.offerReceived(onTaskOffered.id, this.session.uid);
      this.#reviewOffers();
    });
    await this.#goOnline();
  }

  /** Drives until the run is finished, then signs out (offline) as the app does. */
  async run(): Promise<void> {
    while (!this.world.phase.finished) {
      try {
        await this.#tick();
      } catch (error) {
        this.world.metrics.error(`driver ${this.session.contact}`, error);
        await sleep(this.#reportGapMs);
      }
    }
    try {
      if (this.#online) await this.#call(GO_OFFLINE);
    } catch (error) {
      this.world.metrics.error(`driver ${this.session.contact} sign-out`, error);
    } finally {
      this.#live?.close();
    }
  }

  /** Whether the server still has this driver online (the driver believes it is). */
  async serverOnline(): Promise<boolean> {
    const { me } = await this.world.api.call(this.session, ME);
    return Boolean(me?.driverActiveStatus);
  }

  #call<Data, Variables>(
    document: TypedDocumentString<Data, Variables>,
    variables?: Variables,
  ): Promise<Data> {
    return this.world.api.call(this.session, document, variables);
  }

  async #tick(): Promise<void> {
    if (this.#trip) {
      try {
        await this.#drive(this.#trip);
      } finally {
        this.#trip = null;
        // Back on the offers page: the app reads the list again.
        this.#reviewOffers();
      }
      return;
    }
    if (!this.#online) {
      if (--this.#breakLeft <= 0) await this.#goOnline();
      else await sleep(this.#reportGapMs);
      return;
    }
    if (!this.world.phase.draining && this.random.chance(BREAK_CHANCE)) {
      this.#breakLeft = this.random.int(BREAK_REPORTS[1] - BREAK_REPORTS[0]) + BREAK_REPORTS[0];
      const { setDriverActive } = await this.#call(SET_ACTIVE, { active: false });
      this.#online = Boolean(setDriverActive?.driverActiveStatus);
      return;
    }
    if (metresBetween(this.#position, this.#destination) < 1) this.#destination = randomPoint(this.random);
    await this.#move(this.#destination);
    await sleep(this.#reportGapMs);
  }

  async #goOnline(): Promise<void> {
    const { setDriverActive } = await this.#call(SET_ACTIVE, { active: true });
    this.#online = Boolean(setDriverActive?.driverActiveStatus);
    await this.#report();
    // Offers made while offline show at once.
    this.#reviewOffers();
  }

  /** One step toward `to` and its report. */
  async #move(to: Point): Promise<void> {
    this.#position = stepToward(this.#position, to, this.#metresPerReport);
    await this.#report();
  }

  async #report(): Promise<void> {
    const { lat, lng } = this.#position;
    const trip = this.#trip;
    const sentAt = Date.now();
    if (trip) this.world.metrics.positionPosted(trip.id, lat, lng, sentAt);
    const { updateDriverLocation: entry } = await this.#call(LOCATION, { lat, lng });
    if (trip && entry?.bookingId !== trip.id) this.untrackedPositions += 1;
  }

  /** Reads the offers (as the app does on each signal) and answers the new ones, one at a time. */
  #reviewOffers(): void {
    this.#review = this.#review
      .then(() => this.#answerOffers())
      .catch((error: unknown) => this.world.metrics.error(`driver ${this.session.contact} offers`, error));
  }

  async #answerOffers(): Promise<void> {
    if (!this.#online || this.#trip || this.world.phase.finished) return;
    const { tasks } = await this.#call(TASKS);
    for (const task of tasks) {
      if (this.#trip || this.#answered.has(task.id) || task.status !== 'NEW') continue;
      this.#answered.add(task.id);
      if (this.random.chance(ACCEPT_CHANCE)) await this.#accept(task.id);
      else await this.#decline(task.id);
    }
  }

  async #accept(bookingId: string): Promise<void> {
    try {
      this.#trip = (await this.#call(ACCEPT, { bookingId })).acceptTask;
    } catch (error) {
      if (!refusedWith(error, 'CONFLICT')) throw error;
      // A refusal must mean the trip went to someone else (who alone may read it now); the server
      // never assigns a refused driver.
      const booking = await this.#call(BOOKING, { id: bookingId }).then(
        (answer) => answer.booking,
        (readError: unknown) => {
          if (refusedWith(readError, 'FORBIDDEN')) return null;
          throw readError;
        },
      );
      if (booking?.driver === this.session.uid) {
        throw new Error('acceptTask answered CONFLICT but assigned the trip to this driver');
      }
      this.world.metrics.expectedRefusal('acceptTask: another driver was faster');
    }
  }

  async #decline(bookingId: string): Promise<void> {
    try {
      await this.#call(DECLINE, { bookingId });
    } catch (error) {
      if (!refusedWith(error, 'CONFLICT')) throw error;
      this.world.metrics.expectedRefusal('declineTask: already taken');
    }
  }

  /** One trip, from the accept to REACHED, unless the rider cancels or the run ends. */
  async #drive(trip: SimBookingFragment): Promise<void> {
    const live = this.#live!;
    let cancelled = false;
    let replied = false;
    const stop = [
      await live.subscribe(ON_BOOKING_CHANGED, { id: trip.id }, ({ onBookingChanged }) => {
        if (onBookingChanged?.status === 'CANCELLED') cancelled = true;
      }),
      await live.subscribe(ON_CHAT, { bookingId: trip.id }, ({ onChatMessage }) => {
        if (!onChatMessage || onChatMessage.from === this.session.uid || replied) return;
        replied = true;
        this.#call(SEND_CHAT, { bookingId: trip.id, message: 'On my way, see you in a minute.' }).catch(
          (error: unknown) => this.world.metrics.error('driver chat', error),
        );
      }),
    ];
    const givenUp = () => cancelled || this.world.phase.finished;
    try {
      if (!(await this.#travel(trip.pickup, givenUp))) return;
      if (!(await this.#step(trip.id, 'ARRIVED'))) return;
      // A ride starts with the code its rider tells at the car; a shop order, at the shop, with none.
      const code = trip.cartData ? undefined : await this.world.curb.hear(trip.id, givenUp);
      if (code === null || !(await this.#step(trip.id, 'STARTED', code))) return;
      if (!(await this.#travel(trip.drop, givenUp))) return;
      await this.#step(trip.id, 'REACHED');
    } finally {
      for (const close of stop) close();
    }
  }

  /** Drives to `to`, reporting on the way; false when the trip ended first. */
  async #travel(to: Point, givenUp: () => boolean): Promise<boolean> {
    while (metresBetween(this.#position, to) >= 1) {
      if (givenUp()) return false;
      await this.#move(to);
      await sleep(this.#reportGapMs);
    }
    return !givenUp();
  }

  /** A trip step; a refusal because the rider cancelled meanwhile ends the trip quietly. */
  async #step(bookingId: string, status: 'ARRIVED' | 'STARTED' | 'REACHED', otp?: string): Promise<boolean> {
    try {
      await this.#call(TRIP_STATUS, { bookingId, status, otp: otp ?? null });
      return true;
    } catch (error) {
      if (!refusedWith(error, 'CONFLICT')) throw error;
      const { booking } = await this.#call(BOOKING, { id: bookingId });
      if (booking?.status !== 'CANCELLED') throw error;
      this.world.metrics.expectedRefusal(`updateTripStatus ${status}: the rider cancelled`);
      return false;
    }
  }
}

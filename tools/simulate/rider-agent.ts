/**
 * A rider as its app drives the API: picks two points on the map (their addresses from
 * `placeAddress`), asks for a quote, books now or later or orders from the shop, and pays cash,
 * from the wallet or by card (through the provider's page). The trip screen follows the booking
 * on `onBookingChanged` (re-reading it on each signal, as the app does) and the car on
 * `onTracking`; the rider tells the driver the ride code from its own booking at ARRIVED, chats
 * sometimes, cancels sometimes, and rates most trips. One trip at a time; a ride booked for later
 * is left to come.
 */
import type { SeededRandom } from '@wayfare/infra/local/seed/seeded-random';
import { refusedWith, type Session } from './api';
import { payByCard } from './card-payment';
import { randomRoute, type Point } from './city';
import type { CartLineInput, SimBookingFragment } from './generated/graphql';
import {
  BOOKING,
  CANCEL,
  CREATE_BOOKING,
  ESTIMATE,
  ON_BOOKING_CHANGED,
  ON_TRACKING,
  PLACE_ADDRESS,
  RATE,
  SEND_CHAT,
} from './operations';
import { RealtimeConnection } from './realtime';
import {
  awaitsDispatch,
  realMs,
  sleep,
  type Payment,
  type TripInFlight,
  type TripKind,
  type World,
} from './world';

const KINDS: readonly [TripKind, number][] = [
  ['ride', 0.7],
  ['later', 0.1],
  ['shop', 0.2],
];
/**
 * Payment modes in turn, each rider starting at its own place in the turn: every mode gets a third
 * of the bookings whatever the run's length, so none can go without completed trips by chance.
 */
const PAYMENTS: readonly Payment[] = ['cash', 'wallet', 'card'];
const CANCEL_CHANCE = 0.1;
const CHAT_CHANCE = 0.3;
const RATE_CHANCE = 0.8;
/** Simulated seconds: before the first booking, and between one trip's end and the next booking. */
const FIRST_BOOKING_S = [0, 60] as const;
const BETWEEN_TRIPS_S = [60, 300] as const;
/** Simulated seconds after booking at which a rider who cancels does so. */
const CANCEL_AFTER_S = [5, 90] as const;
/** Real minutes ahead for a ride later (the API asks for at least 15). */
const LATER_MINUTES = [16, 45] as const;
const DELIVERY_CAR_TYPE = 'Delivery Bike';

interface Plan {
  kind: TripKind;
  payment: Payment;
  carType: string;
  cart: CartLineInput[] | null;
  cancelAfterMs: number | null;
  chat: boolean;
  rating: number | null;
}

function weighted<T>(random: SeededRandom, choices: readonly [T, number][]): T {
  let roll = random.next();
  for (const [choice, weight] of choices) {
    if ((roll -= weight) < 0) return choice;
  }
  return choices[choices.length - 1][0];
}

export class RiderAgent {
  #live: RealtimeConnection | undefined;
  /** The next booking's payment mode, as a place in PAYMENTS' turn: one on per booking. */
  #paymentTurn: number;

  /** `index`: this rider's place among the run's riders. */
  constructor(
    private readonly world: World,
    readonly session: Session,
    private readonly random: SeededRandom,
    index: number,
  ) {
    this.#paymentTurn = index;
  }

  async run(): Promise<void> {
    const { api, metrics, phase } = this.world;
    try {
      this.#live = await RealtimeConnection.open(api.target, this.session, metrics);
      await this.#pause(FIRST_BOOKING_S);
      while (!phase.draining) {
        try {
          const trip = await this.#book(this.#plan());
          // A person waits for the ride booked now; a ride later comes on its own.
          if (trip && trip.kind !== 'later') await trip.settled(() => phase.finished);
        } catch (error) {
          metrics.error(`rider ${this.session.contact}`, error);
        }
        await this.#pause(BETWEEN_TRIPS_S);
      }
      while (!phase.finished) await sleep(200);
    } catch (error) {
      metrics.error(`rider ${this.session.contact}`, error);
    } finally {
      this.#live?.close();
    }
  }

  async #pause([min, max]: readonly [number, number]): Promise<void> {
    const until = Date.now() + realMs(this.world, this.random.between(min, max) * 1000);
    while (!this.world.phase.draining && Date.now() < until) await sleep(200);
  }

  #plan(): Plan {
    const { drivenCarTypes, products } = this.world.catalogue;
    const random = this.random;
    const kind = products.length > 0 ? weighted(random, KINDS) : 'ride';
    const delivers = kind === 'shop' && drivenCarTypes.includes(DELIVERY_CAR_TYPE);
    const rides = drivenCarTypes.filter((name) => name !== DELIVERY_CAR_TYPE);
    const cart =
      kind === 'shop'
        ? Array.from({ length: random.int(3) + 1 }, () => ({
            productId: random.pick(products).id,
            quantity: random.int(2) + 1,
          }))
        : null;
    return {
      kind,
      payment: PAYMENTS[this.#paymentTurn++ % PAYMENTS.length],
      carType: delivers ? DELIVERY_CAR_TYPE : random.pick(rides.length > 0 ? rides : drivenCarTypes),
      cart,
      cancelAfterMs: random.chance(CANCEL_CHANCE)
        ? realMs(this.world, random.between(...CANCEL_AFTER_S) * 1000)
        : null,
      chat: random.chance(CHAT_CHANCE),
      rating: random.chance(RATE_CHANCE) ? random.int(3) + 3 : null,
    };
  }

  #call<Data, Variables>(
    document: import('./generated/graphql').TypedDocumentString<Data, Variables>,
    variables?: Variables,
  ): Promise<Data> {
    return this.world.api.call(this.session, document, variables);
  }

  /** A pinned point with its address, as the booking screen fills the field. */
  async #place(point: Point): Promise<{ lat: number; lng: number; add: string }> {
    const { placeAddress } = await this.#call(PLACE_ADDRESS, point);
    return { ...point, add: placeAddress?.add ?? `${point.lat}, ${point.lng}` };
  }

  async #book(plan: Plan): Promise<TripWatch | null> {
    const { catalogue, metrics } = this.world;
    const route = randomRoute(this.random);
    // A shop order starts at the shop, as the checkout screen sets it.
    const shop = plan.cart ? catalogue.shopPickup : null;
    const [pickup, drop] = await Promise.all([shop ?? this.#place(route.from), this.#place(route.to)]);
    const carType = catalogue.carTypeIds.get(plan.carType) ?? plan.carType;
    const { estimateFare } = await this.#call(ESTIMATE, { input: { pickup, drop, carType } });
    const tripdate =
      plan.kind === 'later' ? Date.now() + this.random.between(...LATER_MINUTES) * 60_000 : null;
    const bookedAt = Date.now();
    const { createBooking: booking } = await this.#call(CREATE_BOOKING, {
      input: {
        quoteId: estimateFare.quoteId,
        payment_mode: plan.payment,
        ...(tripdate ? { tripdate: Math.round(tripdate) } : {}),
        ...(plan.cart ? { cart: plan.cart } : {}),
      },
    });
    // A card order is offered once paid; everything booked now, at once.
    if (plan.kind !== 'later' && booking.status === 'NEW') metrics.dispatchable(booking.id, bookedAt);
    this.world.bookings.push({
      id: booking.id,
      rider: this.session,
      kind: plan.kind,
      payment: plan.payment,
      tripdate: booking.tripdate,
    });
    const trip = new TripWatch(this.world, this.session, this.#live!, plan, booking, this.random);
    this.world.trips.push(trip);
    await trip.start();
    return trip;
  }
}

/** The rider's trip screen for one booking. */
class TripWatch implements TripInFlight {
  #status: string;
  #done = false;
  #queue: Promise<void> = Promise.resolve();
  readonly #handled = new Set<string>();
  readonly #stops: (() => void)[] = [];

  constructor(
    private readonly world: World,
    private readonly rider: Session,
    private readonly live: RealtimeConnection,
    private readonly plan: Plan,
    private readonly booking: SimBookingFragment,
    private readonly random: SeededRandom,
  ) {
    this.#status = booking.status;
  }

  get kind(): TripKind {
    return this.plan.kind;
  }

  get inFlight(): boolean {
    const waiting =
      this.plan.kind === 'later' &&
      this.#status === 'NEW' &&
      awaitsDispatch(this.world, this.booking.tripdate);
    return !this.#done && !waiting;
  }

  async start(): Promise<void> {
    const { id } = this.booking;
    const { metrics } = this.world;
    this.#stops.push(
      await this.live.subscribe(ON_BOOKING_CHANGED, { id }, () => this.#enqueue(() => this.#refresh())),
      await this.live.subscribe(ON_TRACKING, { bookingId: id }, ({ onTracking }) => {
        if (onTracking) metrics.positionSeen(onTracking.bookingId, onTracking.lat, onTracking.lng);
      }),
    );
    metrics.trackingWatched(id);
    this.#enqueue(() => this.#act(this.booking));
    // Whatever happened before the subscriptions were live is read from the server.
    this.#enqueue(() => this.#refresh());
    if (this.plan.cancelAfterMs !== null) {
      setTimeout(() => this.#enqueue(() => this.#cancel()), this.plan.cancelAfterMs);
    }
  }

  /** Resolves once the trip has its outcome, or `givenUp` says to stop waiting. */
  async settled(givenUp: () => boolean): Promise<void> {
    while (!this.#done && !givenUp()) await sleep(200);
  }

  #enqueue(step: () => Promise<void>): void {
    this.#queue = this.#queue
      .then(() => (this.#done || this.world.phase.finished ? undefined : step()))
      .catch((error: unknown) => this.world.metrics.error(`rider ${this.rider.contact} trip`, error));
  }

  async #refresh(): Promise<void> {
    const { booking } = await this.world.api.call(this.rider, BOOKING, { id: this.booking.id });
    if (!booking) throw new Error(`The rider cannot read its booking ${this.booking.id}`);
    await this.#act(booking);
  }

  /** Does once what the screen offers at this status. */
  async #act(booking: SimBookingFragment): Promise<void> {
    const { api, curb, metrics } = this.world;
    this.#status = booking.status;
    const once = (key: string) => !this.#handled.has(key) && Boolean(this.#handled.add(key));
    switch (booking.status) {
      case 'PAYMENT_PENDING':
      case 'PENDING':
        if (this.plan.payment === 'card' && once(`pay ${booking.status}`)) {
          if (booking.status === 'PAYMENT_PENDING') metrics.dispatchable(booking.id);
          const outcome = await payByCard(this.world, this.rider, booking.id);
          if (outcome !== 'settled') throw new Error(`The card payment answered ${outcome}`);
        }
        return;
      case 'ACCEPTED':
        if (this.plan.chat && once('chat')) {
          await api.call(this.rider, SEND_CHAT, { bookingId: booking.id, message: 'I am at the corner.' });
        }
        return;
      case 'ARRIVED':
        // A shop order is picked up at the shop, where its rider is not: it has no code to tell.
        if (!booking.cartData && once('code')) {
          if (!booking.otp) throw new Error('The booking shows its rider no ride code at ARRIVED');
          curb.tell(booking.id, booking.otp);
        }
        return;
      case 'PAID':
        if (this.plan.rating === null) return this.#finish();
        if (once('rate')) {
          await api.call(this.rider, RATE, { bookingId: booking.id, rating: this.plan.rating });
        }
        return;
      case 'COMPLETE':
      case 'CANCELLED':
        return this.#finish();
    }
  }

  async #cancel(): Promise<void> {
    if (!['PAYMENT_PENDING', 'NEW', 'ACCEPTED', 'ARRIVED'].includes(this.#status)) return;
    const reason = this.world.catalogue.cancelReasons.length
      ? this.random.pick(this.world.catalogue.cancelReasons)
      : 'Changed my mind';
    try {
      await this.world.api.call(this.rider, CANCEL, { bookingId: this.booking.id, reason });
    } catch (error) {
      if (!refusedWith(error, 'CONFLICT')) throw error;
      this.world.metrics.expectedRefusal('cancelBooking: the trip had moved on');
    }
  }

  #finish(): void {
    this.#done = true;
    for (const stop of this.#stops) stop();
  }
}

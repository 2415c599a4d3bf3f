/**
 * What the simulation's agents share: the API, the counters, the clock's speed-up, the run's phase
 * (booking, draining, finished), the catalogue they choose from, and the curb where a rider tells
 * its driver the ride code it read from its own booking.
 */
import type { Api, Session } from './api';
import type { Metrics } from './metrics';

export interface Catalogue {
  /** Car type ids by name (bookings and drivers carry names, quotes ids). */
  carTypeIds: ReadonlyMap<string, string>;
  /** Car types some simulated driver drives: the ones a booking can find a driver for. */
  drivenCarTypes: readonly string[];
  products: readonly { id: string; amount: number }[];
  /** Where shop orders start, when the operator set it (settings.shopPickup). */
  shopPickup: { lat: number; lng: number; add: string } | null;
  cancelReasons: readonly string[];
}

export interface Phase {
  /** No new bookings; trips in flight go on. */
  draining: boolean;
  /** The run is over: agents stop. */
  finished: boolean;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ride code, said out loud at the car: the rider tells it, the driver hears it. */
export class Curb {
  readonly #codes = new Map<string, string>();

  tell(bookingId: string, code: string): void {
    this.#codes.set(bookingId, code);
  }

  /** The code once told, or null when `givenUp` first says to stop waiting. */
  async hear(bookingId: string, givenUp: () => boolean): Promise<string | null> {
    while (!givenUp()) {
      const code = this.#codes.get(bookingId);
      if (code) return code;
      await sleep(100);
    }
    return null;
  }
}

export interface World {
  api: Api;
  metrics: Metrics;
  catalogue: Catalogue;
  phase: Phase;
  curb: Curb;
  /** Simulated time runs this many times faster than real time. */
  speedup: number;
  /** How long before its time the server dispatches a ride booked for later. */
  dispatchLeadMs: number;
  bookings: BookedTrip[];
  /** The riders' trip screens, to know when the trips in flight have finished. */
  trips: TripInFlight[];
}

export interface TripInFlight {
  /** Not yet at an outcome, and not a ride later still waiting for its dispatch. */
  readonly inFlight: boolean;
}

/**
 * A ride booked for later waits, NEW, until the server dispatches it `dispatchLeadMs` before its
 * time; from then on it is offered to drivers (still NEW) like a ride now.
 */
export const awaitsDispatch = (world: World, tripdate: number, now = Date.now()) =>
  tripdate - world.dispatchLeadMs > now;

/** Real milliseconds for a span of simulated ones. */
export const realMs = (world: World, simulatedMs: number) => simulatedMs / world.speedup;

export type TripKind = 'ride' | 'later' | 'shop';
export type Payment = 'cash' | 'wallet' | 'card';

/** A booking the simulation made, for the tally at the end (read back from the server then). */
export interface BookedTrip {
  id: string;
  rider: Session;
  kind: TripKind;
  payment: Payment;
  tripdate: number;
}

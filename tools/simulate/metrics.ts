/**
 * What the simulation counts: requests by kind (for cloud cost estimates), unexpected errors, offer
 * latency (booking dispatchable → first offer frame at a driver) and position lag (driver's post →
 * rider's tracking frame).
 */

/** The nearest-rank percentile of `values` (0 when there are none). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

const positionKey = (bookingId: string, lat: number, lng: number) =>
  `${bookingId}|${lat.toFixed(6)}|${lng.toFixed(6)}`;

/** What the simulated clients sent and received, by kind (the cost benchmark's client-side counts). */
export interface RequestCounts {
  graphql: Record<string, number>;
  graphql_total: number;
  realtime_connections: number;
  realtime_subscriptions: number;
  realtime_frames_in: number;
  realtime_frames_out: number;
  sign_ins: number;
  sign_ups: number;
  uploads: number;
  payment_pages: number;
}

export class Metrics {
  readonly graphql = new Map<string, number>();
  readonly #durations = new Map<string, number[]>();
  readonly realtime = { connections: 0, subscriptions: 0, framesIn: 0, framesOut: 0 };
  signIns = 0;
  signUps = 0;
  uploads = 0;
  paymentPages = 0;
  errors = 0;
  readonly errorMessages = new Map<string, number>();
  /** Refusals the product is expected to give (a lost accept race, a cancel racing a step). */
  readonly expectedRefusals = new Map<string, number>();
  readonly #dispatchableAt = new Map<string, number>();
  readonly #firstOfferAt = new Map<string, number>();
  readonly #offersByDriver = new Map<string, number>();
  readonly #watchedSince = new Map<string, number>();
  readonly #posted = new Map<string, number>();
  readonly #positionLags: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  graphqlRequest(operation: string): void {
    this.graphql.set(operation, (this.graphql.get(operation) ?? 0) + 1);
  }

  /** How long an answered operation took, request to response. */
  graphqlAnswered(operation: string, ms: number): void {
    const durations = this.#durations.get(operation) ?? [];
    durations.push(ms);
    this.#durations.set(operation, durations);
  }

  /** p50 and p95 response times by operation. */
  latencies(): Record<string, { p50: number; p95: number }> {
    return Object.fromEntries(
      [...this.#durations]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, ms]) => [name, { p50: percentile(ms, 50), p95: percentile(ms, 95) }]),
    );
  }

  /** An unexpected GraphQL, protocol or flow error: counted, its first messages kept. */
  error(where: string, error: unknown): void {
    this.errors += 1;
    // fetch's own message ("fetch failed") says nothing: what went wrong is in its cause. The
    // cause may come from another realm (Jest's), where `instanceof Error` is false.
    const reason =
      error instanceof Error ? (error.cause as { message?: unknown; code?: unknown } | undefined) : undefined;
    const cause =
      reason && typeof reason.message === 'string'
        ? ` (${reason.message}${typeof reason.code === 'string' ? `, ${reason.code}` : ''})`
        : '';
    const message = `${where}: ${error instanceof Error ? error.message : String(error)}${cause}`;
    this.errorMessages.set(message, (this.errorMessages.get(message) ?? 0) + 1);
  }

  expectedRefusal(what: string): void {
    this.expectedRefusals.set(what, (this.expectedRefusals.get(what) ?? 0) + 1);
  }

  /** The booking can be offered from now (booked now, or a card order's payment approved). */
  dispatchable(bookingId: string, at = this.now()): void {
    if (!this.#dispatchableAt.has(bookingId)) this.#dispatchableAt.set(bookingId, at);
  }

  offerReceived(bookingId: string, driver: string): void {
    if (!this.#firstOfferAt.has(bookingId)) this.#firstOfferAt.set(bookingId, this.now());
    this.#offersByDriver.set(driver, (this.#offersByDriver.get(driver) ?? 0) + 1);
  }

  offersTo(driver: string): number {
    return this.#offersByDriver.get(driver) ?? 0;
  }

  /** The rider's tracking subscription is live: posts from now on should reach it. */
  trackingWatched(bookingId: string): void {
    if (!this.#watchedSince.has(bookingId)) this.#watchedSince.set(bookingId, this.now());
  }

  positionPosted(bookingId: string, lat: number, lng: number, at: number): void {
    const since = this.#watchedSince.get(bookingId);
    if (since !== undefined && at >= since) this.#posted.set(positionKey(bookingId, lat, lng), at);
  }

  positionSeen(bookingId: string, lat: number, lng: number): void {
    const key = positionKey(bookingId, lat, lng);
    const postedAt = this.#posted.get(key);
    if (postedAt === undefined) return;
    this.#posted.delete(key);
    this.#positionLags.push(this.now() - postedAt);
  }

  offerLatencies(): number[] {
    return [...this.#dispatchableAt].flatMap(([id, at]) => {
      const offered = this.#firstOfferAt.get(id);
      return offered === undefined ? [] : [Math.max(0, offered - at)];
    });
  }

  /** Bookings that could be offered but reached no driver's subscription. */
  neverOffered(): number {
    return [...this.#dispatchableAt.keys()].filter((id) => !this.#firstOfferAt.has(id)).length;
  }

  positionLags(): readonly number[] {
    return this.#positionLags;
  }

  /** Posts made while the rider watched that never reached its tracking subscription. */
  positionsNotStreamed(): number {
    return this.#posted.size;
  }

  requests(): RequestCounts {
    const graphql = Object.fromEntries([...this.graphql].sort(([a], [b]) => a.localeCompare(b)));
    return {
      graphql,
      graphql_total: [...this.graphql.values()].reduce((sum, n) => sum + n, 0),
      realtime_connections: this.realtime.connections,
      realtime_subscriptions: this.realtime.subscriptions,
      realtime_frames_in: this.realtime.framesIn,
      realtime_frames_out: this.realtime.framesOut,
      sign_ins: this.signIns,
      sign_ups: this.signUps,
      uploads: this.uploads,
      payment_pages: this.paymentPages,
    };
  }
}

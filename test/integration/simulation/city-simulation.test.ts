/**
 * The ride loop under a small city (docs/trips.md, "The city simulation"): 10 drivers and 20
 * riders on a twin, only through the public API, the realtime endpoint and sign-in by code. Every
 * booking reaches an outcome after the drain, nothing unexpected fails, every wallet's history adds
 * up to its balance and no booking is paid twice, and trips complete with each payment mode.
 * @runs-long (test/support/long-first-sequencer.cjs): 90 s of booking on its clock, then the drain.
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { defaultOptions, runSimulation, type SimulationResult } from '../../../tools/simulate/simulation';
import { startTestTwin } from '../../support/twin';

/** Rides later are dispatched 20 minutes ahead here, so some booked 16–45 minutes ahead come at once. */
const DISPATCH_LEAD_MINUTES = 20;

describe('a city simulation', () => {
  let twin: Twin;
  let result: SimulationResult;

  beforeAll(async () => {
    process.env.DISPATCH_LEAD_MINUTES = String(DISPATCH_LEAD_MINUTES);
    twin = await startTestTwin({ scheduleIntervalMs: 1_000 });
    result = await runSimulation(twin.outputs, {
      ...defaultOptions,
      drivers: 10,
      riders: 20,
      minutes: 1.5,
      seed: 18,
      speedup: 30,
      // The drain ends when the last trip does; the cap only matters on a very busy machine.
      drainSeconds: 240,
      dispatchLeadMinutes: DISPATCH_LEAD_MINUTES,
      log: () => {},
    });
  }, 600_000);
  afterAll(async () => {
    await twin?.close();
    delete process.env.DISPATCH_LEAD_MINUTES;
  });

  it('brings every booking to an outcome, with no unexpected error', () => {
    const { summary, problems } = result;
    expect(summary.trips).toBeGreaterThan(0);
    // One assertion, so a failure shows the stuck statuses and the error messages together.
    expect({
      stuck: summary.stuck,
      stuck_by_status: summary.stuck_by_status,
      errors: summary.errors,
      problems,
    }).toEqual({ stuck: 0, stuck_by_status: {}, errors: 0, problems: [] });
    expect(summary.completed + summary.cancelled + summary.scheduled_waiting).toBe(summary.trips);
  });

  it('keeps every wallet balanced and pays no booking twice', () => {
    expect(result.summary.ledger_balanced).toBe(true);
    expect(result.summary.wallets_checked).toBe(30);
  });

  it('completes trips paid by cash, wallet and card', () => {
    expect(result.summary.completed_by_payment).toEqual({
      cash: expect.any(Number),
      wallet: expect.any(Number),
      card: expect.any(Number),
    });
    for (const completed of Object.values(result.summary.completed_by_payment)) {
      expect(completed).toBeGreaterThan(0);
    }
  });

  it('reports what it measured and what it sent', () => {
    const { summary } = result;
    expect(summary.offers_measured).toBeGreaterThan(0);
    expect(summary.offer_p95_ms).toBeGreaterThanOrEqual(summary.offer_p50_ms as number);
    expect(summary.positions_streamed).toBeGreaterThan(0);
    expect(summary.requests).toMatchObject({ sign_ups: 30, realtime_connections: 30 });
    // Every booking made was asked for (a refused createBooking is counted, not booked).
    const { graphql } = summary.requests as { graphql: Record<string, number> };
    expect(graphql.SimCreateBooking).toBeGreaterThanOrEqual(summary.trips);
  });
});

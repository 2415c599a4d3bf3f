/**
 * How a NEW booking is offered (docs/trips.md): in rounds, each to a small batch of the nearest
 * dispatchable drivers not offered yet, within a radius that grows round by round up to
 * settings.driverRadius. A round that finds nobody moves on at once; a round with offers waits
 * OFFER_TIMEOUT_MS for an accept before the next one; each offer lapses for its driver then
 * (booking/offer-lapse.ts), though the driver stays among the requested until the booking leaves NEW.
 * When the last round has run and its offers have timed out (at once when it offered nobody), the
 * booking has no driver and ends (dispatchStep 'expire'): nothing stays NEW forever.
 */
import { KM_PER_MILE } from '../pricing/fare';

/** Fractions of settings.driverRadius searched in each round. */
export const DISPATCH_RADIUS_STEPS: readonly number[] = [0.25, 0.5, 1];
/** Drivers offered per round. */
export const DISPATCH_BATCH_SIZE = 5;
/** How long a round's offers stand alone before the next round is offered. */
export const OFFER_TIMEOUT_MS = 60_000;
/** A ride booked for later must be at least this far ahead (the contract's createBooking). */
export const MIN_BOOK_LATER_MS = 15 * 60_000;

/** Where a booking stands in dispatch: stored on the booking. */
export interface DispatchProgress {
  /** Rounds already run (0: not offered yet). */
  round: number;
  /** Epoch ms when the next round is due. */
  nextAt: number;
  /** Every driver offered so far, so no driver is offered twice. */
  offered: readonly string[];
}

export const firstDispatch = (dueAt: number): DispatchProgress => ({ round: 0, nextAt: dueAt, offered: [] });

/** The radius of the next round, or undefined when every round has run. */
export function nextRoundRadiusKm(progress: DispatchProgress, driverRadiusKm: number): number | undefined {
  const step = DISPATCH_RADIUS_STEPS[progress.round];
  return step === undefined ? undefined : driverRadiusKm * step;
}

/** settings.driverRadius is in the operator's distance unit: miles under convert_to_mile. */
export const driverRadiusKm = (settings: { driverRadius: number; convert_to_mile: boolean }): number =>
  settings.convert_to_mile ? settings.driverRadius * KM_PER_MILE : settings.driverRadius;

/** What is due now: the next round of offers, the end of a booking no driver took, or nothing. */
export function dispatchStep(
  progress: DispatchProgress | undefined,
  now: number,
): 'offer' | 'expire' | undefined {
  if (progress === undefined || progress.nextAt > now) return undefined;
  return progress.round < DISPATCH_RADIUS_STEPS.length ? 'offer' : 'expire';
}

export const isDispatchDue = (progress: DispatchProgress | undefined, now: number): boolean =>
  dispatchStep(progress, now) !== undefined;

/** The progress after a round that offered `drivers` at `now`. */
export function afterRound(
  progress: DispatchProgress,
  drivers: readonly string[],
  now: number,
): DispatchProgress {
  return {
    round: progress.round + 1,
    nextAt: drivers.length > 0 ? now + OFFER_TIMEOUT_MS : now,
    offered: [...progress.offered, ...drivers],
  };
}

import {
  afterRound,
  DISPATCH_RADIUS_STEPS,
  dispatchStep,
  driverRadiusKm,
  firstDispatch,
  isDispatchDue,
  nextRoundRadiusKm,
  OFFER_TIMEOUT_MS,
} from './dispatch-plan';

describe('dispatch plan', () => {
  it('searches a growing radius that ends at settings.driverRadius', () => {
    let progress = firstDispatch(0);
    const radii: number[] = [];
    for (let radius = nextRoundRadiusKm(progress, 8); radius !== undefined;) {
      radii.push(radius);
      progress = afterRound(progress, [], 0);
      radius = nextRoundRadiusKm(progress, 8);
    }
    expect(radii).toEqual([2, 4, 8]);
    expect(radii).toHaveLength(DISPATCH_RADIUS_STEPS.length);
  });

  it('waits for the offer timeout after a round with offers, and not after an empty one', () => {
    const offered = afterRound(firstDispatch(1000), ['d1', 'd2'], 1000);
    expect(offered).toEqual({ round: 1, nextAt: 1000 + OFFER_TIMEOUT_MS, offered: ['d1', 'd2'] });
    expect(isDispatchDue(offered, 1000)).toBe(false);
    expect(isDispatchDue(offered, 1000 + OFFER_TIMEOUT_MS)).toBe(true);
    expect(isDispatchDue(afterRound(firstDispatch(0), [], 5), 5)).toBe(true);
  });

  it('ends a booking once the last round has run and its offers have timed out', () => {
    let progress = firstDispatch(0);
    for (const _ of DISPATCH_RADIUS_STEPS) {
      expect(dispatchStep(progress, progress.nextAt)).toBe('offer');
      progress = afterRound(progress, ['d'], progress.nextAt);
    }
    expect(dispatchStep(progress, progress.nextAt - 1)).toBeUndefined();
    expect(dispatchStep(progress, progress.nextAt)).toBe('expire');
    // A last round that offered nobody ends it at once.
    const empty = afterRound({ round: DISPATCH_RADIUS_STEPS.length - 1, nextAt: 5, offered: [] }, [], 5);
    expect(dispatchStep(empty, 5)).toBe('expire');
    expect(isDispatchDue(undefined, 0)).toBe(false);
  });

  it('reads settings.driverRadius in miles under convert_to_mile', () => {
    expect(driverRadiusKm({ driverRadius: 10, convert_to_mile: false })).toBe(10);
    expect(driverRadiusKm({ driverRadius: 10, convert_to_mile: true })).toBeCloseTo(16.09344);
  });
});

import {
  afterRound,
  DISPATCH_RADIUS_STEPS,
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

  it('is never due once every round has run', () => {
    const done = { round: DISPATCH_RADIUS_STEPS.length, nextAt: 0, offered: [] };
    expect(isDispatchDue(done, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isDispatchDue(undefined, 0)).toBe(false);
  });
});

import {
  bearingDegrees,
  carriedEta,
  etaStopOf,
  ETA_REFRESH_MS,
  headingOf,
  shouldReportPosition,
} from './live-position';

const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };
const NORTH_40M = { lat: 40.75836, lng: -73.9855 };
const NORTH_10M = { lat: 40.75809, lng: -73.9855 };

describe('shouldReportPosition (every 5 s, or 30 m moved)', () => {
  const last = { at: 0, position: TIMES_SQUARE };
  it.each([
    ['the first fix', null, { at: 0, position: TIMES_SQUARE }, true],
    ['standing still for 4 s', last, { at: 4_000, position: TIMES_SQUARE }, false],
    ['standing still for 5 s', last, { at: 5_000, position: TIMES_SQUARE }, true],
    ['40 m in 2 s', last, { at: 2_000, position: NORTH_40M }, true],
    ['10 m in 2 s', last, { at: 2_000, position: NORTH_10M }, false],
    ['40 m within the same second', last, { at: 500, position: NORTH_40M }, false],
  ])('%s → %p', (_, previous, next, expected) => {
    expect(shouldReportPosition(previous, next)).toBe(expected);
  });
});

describe('heading', () => {
  it.each([
    [{ lat: 40.76, lng: -73.9855 }, 0],
    [{ lat: 40.758, lng: -73.98 }, 90],
    [{ lat: 40.75, lng: -73.9855 }, 180],
    [{ lat: 40.758, lng: -73.99 }, 270],
  ])('from Times Square to %o is %p°', (to, degrees) => {
    expect(bearingDegrees(TIMES_SQUARE, to)).toBeCloseTo(degrees, -1);
  });

  it("takes the phone's own heading, normalised, over the bearing", () => {
    expect(headingOf(TIMES_SQUARE, NORTH_40M, -90)).toBe(270);
    expect(headingOf(TIMES_SQUARE, NORTH_40M, 720.4)).toBe(0);
  });

  it('is the bearing from the previous position, unknown without one or without a real move', () => {
    expect(headingOf(TIMES_SQUARE, NORTH_40M)).toBe(0);
    expect(headingOf(undefined, NORTH_40M)).toBeUndefined();
    expect(headingOf(TIMES_SQUARE, { lat: 40.75802, lng: -73.9855 })).toBeUndefined();
  });
});

describe('ETA', () => {
  it('heads for the pickup until the trip starts, then for the drop', () => {
    expect(etaStopOf('ACCEPTED')).toBe('pickup');
    expect(etaStopOf('ARRIVED')).toBeNull();
    expect(etaStopOf('STARTED')).toBe('drop');
    expect(etaStopOf('PAID')).toBeNull();
  });

  const routed = { at: 1_000, status: 'ACCEPTED' as const, ...TIMES_SQUARE, eta: 300, routedAt: 1_000 };

  it('carries a fresh route down, less the seconds gone', () => {
    expect(carriedEta(routed, 'ACCEPTED', 11_000)).toEqual({ eta: 290, routedAt: 1_000 });
    expect(carriedEta({ ...routed, eta: 3 }, 'ACCEPTED', 11_000)).toEqual({ eta: 0, routedAt: 1_000 });
  });

  it('asks for a new route when the last is old, of another step, or missing', () => {
    expect(carriedEta(routed, 'ACCEPTED', 1_000 + ETA_REFRESH_MS)).toBeNull();
    expect(carriedEta(routed, 'STARTED', 2_000)).toBeNull();
    expect(carriedEta({ at: 1_000, status: 'ACCEPTED', ...TIMES_SQUARE }, 'ACCEPTED', 2_000)).toBeNull();
    expect(carriedEta(null, 'ACCEPTED', 2_000)).toBeNull();
  });
});

import type { BookingStatus } from '../booking/booking-status';
import type { TrackingEntry } from '../entities/booking';
import { trackedDistanceKm, tripWaypoints } from './trip-distance';

/** count points along the equator, one every 0.01° of longitude, one second apart. */
const track = (count: number, status: BookingStatus = 'STARTED'): TrackingEntry[] =>
  Array.from({ length: count }, (_, i) => ({ at: 1_000 * i, status, lat: 0, lng: i / 100 }));

const lngs = (entries: TrackingEntry[]) => tripWaypoints(entries).map(({ lng }) => Math.round(lng * 100));

describe('tripWaypoints (product.md §9)', () => {
  it('keeps only STARTED and REACHED points, in time order', () => {
    const entries: TrackingEntry[] = [
      { at: 3, status: 'REACHED', lat: 0, lng: 0.03 },
      { at: 0, status: 'ACCEPTED', lat: 0, lng: 9 },
      { at: 1, status: 'STARTED', lat: 0, lng: 0.01 },
      { at: 2, status: 'ARRIVED', lat: 0, lng: 9 },
      { at: 2, status: 'STARTED', lat: 0, lng: 0.02 },
    ];
    expect(lngs(entries)).toEqual([1, 2, 3]);
  });

  it.each([
    // count, step, kept indices
    [25, 1, Array.from({ length: 25 }, (_, i) => i)],
    [26, 2, [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 25]],
    [50, 3, [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 49]],
    [76, 4, Array.from({ length: 19 }, (_, i) => i * 4).concat(75)],
    [101, 5, Array.from({ length: 21 }, (_, i) => i * 5)],
  ])('thins %p points with step %p', (count, _step, kept) => {
    expect(lngs(track(count))).toEqual(kept);
  });
});

describe('trackedDistanceKm', () => {
  it('sums the haversine legs of the kept points', () => {
    // 0.01° of longitude on the equator ≈ 1.112 km; 10 points → 9 legs
    expect(trackedDistanceKm(track(10))).toBeCloseTo(10.0075, 3);
  });

  it('keeps the whole length when thinning', () => {
    // collinear points: thinning must not shorten the path
    expect(trackedDistanceKm(track(101, 'REACHED'))).toBeCloseTo(
      trackedDistanceKm(track(25)) * (100 / 24),
      6,
    );
  });

  it('uses the given distance function', () => {
    expect(trackedDistanceKm(track(4), () => 2)).toBe(6);
    expect(trackedDistanceKm([], () => 2)).toBe(0);
  });
});

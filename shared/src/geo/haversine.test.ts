import { haversineKm } from './haversine';

describe('haversineKm', () => {
  it.each([
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 0 }, 0],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111.195],
    // London to Paris
    [{ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 }, 343.56],
  ])('%o → %o is about %p km', (from, to, km) => {
    expect(haversineKm(from, to)).toBeCloseTo(km, 1);
  });

  it('is symmetric', () => {
    const a = { lat: 12.97, lng: 77.59 };
    const b = { lat: 13.08, lng: 80.27 };
    expect(haversineKm(a, b)).toBe(haversineKm(b, a));
  });
});

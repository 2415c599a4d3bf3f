import { encodePolyline } from '@wayfare/shared';
import { quoteRoute, tripRoute } from './trip-route';

const pickup = { lat: 40.758, lng: -73.9855 };
const drop = { lat: 40.7484, lng: -73.9857 };
const driver = { lat: 40.76, lng: -73.98 };

describe('tripRoute', () => {
  it.each([
    ['ACCEPTED', driver, [driver, pickup, drop]],
    ['ARRIVED', driver, [driver, pickup, drop]],
    ['STARTED', driver, [driver, drop]],
    ['ACCEPTED', null, [pickup, drop]],
    ['NEW', null, [pickup, drop]],
    ['PAID', driver, [pickup, drop]],
  ] as const)('draws a %s trip (driver %p) through %p', (status, position, expected) => {
    expect(tripRoute({ status, pickup, drop }, position)).toEqual(expected);
  });
});

describe('quoteRoute', () => {
  it("draws the quote's encoded route, a straight line without one, and nothing before both points", () => {
    const via = { lat: 40.753, lng: -73.99 };
    expect(quoteRoute(pickup, drop, encodePolyline([pickup, via, drop]))).toEqual([
      { lat: 40.758, lng: -73.9855 },
      { lat: 40.753, lng: -73.99 },
      { lat: 40.7484, lng: -73.9857 },
    ]);
    expect(quoteRoute(pickup, drop, null)).toEqual([pickup, drop]);
    expect(quoteRoute(pickup, null, null)).toEqual([]);
  });
});

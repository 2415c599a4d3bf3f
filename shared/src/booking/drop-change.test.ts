import type { TrackingEntry } from '../entities/booking';
import { haversineKm } from '../geo/haversine';
import { assertDropChangeable, DROP_CHANGEABLE, tripSoFar } from './drop-change';
import { BOOKING_STATUSES } from './booking-status';

const pickup = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const bryantPark = { lat: 40.7536, lng: -73.9832, add: 'Bryant Park' };
const unionSquare = { lat: 40.7359, lng: -73.9911, add: 'Union Square' };
const nearBryant = { lat: 40.7541, lng: -73.9832 };
const point = (
  at: number,
  where: { lat: number; lng: number },
  status: TrackingEntry['status'] = 'STARTED',
) => ({ at, status, lat: where.lat, lng: where.lng }) as TrackingEntry;

describe('assertDropChangeable', () => {
  it.each(BOOKING_STATUSES)('%s', (status) => {
    const check = () => assertDropChangeable({ status });
    if (DROP_CHANGEABLE.includes(status)) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ messageKey: 'drop_change_not_under_way' }));
  });

  it('refuses a shop order, whose drop is the door it was ordered for', () => {
    expect(() =>
      assertDropChangeable({
        status: 'STARTED',
        cartData: [{ productId: 'p', name: 'Tea', amount: 2, quantity: 1 }],
      }),
    ).toThrow(expect.objectContaining({ messageKey: 'drop_change_not_for_orders' }));
  });
});

describe('tripSoFar', () => {
  const stops = [bryantPark, unionSquare];

  it('is the whole trip from the pickup before it starts', () => {
    const entries = [point(1, pickup, 'ACCEPTED')];
    expect(tripSoFar({ status: 'ARRIVED', pickup, stops }, entries, 5000)).toEqual({
      from: pickup,
      drivenKm: 0,
      drivenSecs: 0,
      stopsAhead: stops,
    });
  });

  it('starts at the newest tracked point while started, with the driven path, time and stops passed', () => {
    const entries = [point(10_000, nearBryant), point(1_000, pickup), point(500, pickup, 'ARRIVED')];
    expect(tripSoFar({ status: 'STARTED', pickup, stops }, entries, 61_000)).toEqual({
      from: nearBryant,
      drivenKm: haversineKm(pickup, nearBryant),
      drivenSecs: 60,
      stopsAhead: [unionSquare],
    });
  });
});

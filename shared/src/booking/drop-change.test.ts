import type { TrackingEntry } from '../entities/booking';
import { haversineKm } from '../geo/haversine';
import { assertDropChangeable, assertNewDrop, DROP_CHANGEABLE, SAME_DROP_KM, tripSoFar } from './drop-change';
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

describe('assertNewDrop', () => {
  const booking = { drop: bryantPark };

  it('refuses the drop the trip has, and a point within SAME_DROP_KM of it', () => {
    const close = { lat: bryantPark.lat + 0.00008, lng: bryantPark.lng };
    expect(haversineKm(bryantPark, close)).toBeLessThan(SAME_DROP_KM);
    for (const drop of [bryantPark, close]) {
      expect(() => assertNewDrop(booking, drop)).toThrow(
        expect.objectContaining({ code: 'VALIDATION', messageKey: 'drop_change_same_drop' }),
      );
    }
  });

  it('lets a drop just beyond it through', () => {
    const beyond = { lat: bryantPark.lat + 0.0002, lng: bryantPark.lng };
    expect(haversineKm(bryantPark, beyond)).toBeGreaterThan(SAME_DROP_KM);
    expect(() => assertNewDrop(booking, beyond)).not.toThrow();
    expect(() => assertNewDrop(booking, nearBryant)).not.toThrow();
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

import { stopsPassed, STOP_REACHED_METERS } from './trip-stops';

const bryantPark = { lat: 40.7536, lng: -73.9832 };
const unionSquare = { lat: 40.7359, lng: -73.9911 };
/** About 55 m and 220 m north of Bryant Park. */
const nearBryant = { lat: 40.7541, lng: -73.9832 };
const offBryant = { lat: 40.7556, lng: -73.9832 };

describe('stopsPassed', () => {
  it(`counts the next stop once the driver is within ${STOP_REACHED_METERS} m of it`, () => {
    expect(stopsPassed([bryantPark, unionSquare], 0, offBryant)).toBe(0);
    expect(stopsPassed([bryantPark, unionSquare], 0, nearBryant)).toBe(1);
    expect(stopsPassed([bryantPark, unionSquare], 1, unionSquare)).toBe(2);
  });

  it('passes stops in order: reaching a later stop first does not skip the one before', () => {
    expect(stopsPassed([bryantPark, unionSquare], 0, unionSquare)).toBe(0);
  });

  it('stays put with every stop passed or no position', () => {
    expect(stopsPassed([bryantPark], 1, bryantPark)).toBe(1);
    expect(stopsPassed([bryantPark], 0, null)).toBe(0);
    expect(stopsPassed([], 0, bryantPark)).toBe(0);
  });
});

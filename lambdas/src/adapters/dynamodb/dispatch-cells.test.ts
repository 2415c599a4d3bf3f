import fc from 'fast-check';
import { haversineKm } from '@wayfare/shared';
import { cellsCovering, dispatchCellOf, MAX_DISPATCH_RADIUS_KM } from './dispatch-cells';

const EARTH_RADIUS_KM = 6371.0088;

describe('cellsCovering', () => {
  it('holds the cell of every point within the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lng, radius, fraction, bearing) => {
          const center = { lat, lng };
          // A point at `fraction` of the radius in direction `bearing`, approximated on the local plane.
          const distance = radius * fraction * 0.999;
          const point = {
            lat: lat + ((distance * Math.cos(bearing)) / EARTH_RADIUS_KM) * (180 / Math.PI),
            lng:
              lng +
              ((distance * Math.sin(bearing)) / (EARTH_RADIUS_KM * Math.cos((lat * Math.PI) / 180))) *
                (180 / Math.PI),
          };
          fc.pre(haversineKm(center, point) <= radius);
          expect(cellsCovering(center, radius)).toContain(dispatchCellOf(point));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a bounded number of cells', () => {
    const center = { lat: 40.75, lng: -73.99 };
    expect(cellsCovering(center, 0)).toEqual([dispatchCellOf(center)]);
    expect(cellsCovering(center, 10).length).toBeLessThanOrEqual(30);
    expect(cellsCovering(center, 10_000)).toEqual(cellsCovering(center, MAX_DISPATCH_RADIUS_KM));
  });
});

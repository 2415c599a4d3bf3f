import fc from 'fast-check';
import { mapCellOf, mapCellsCovering, MAX_MAP_CELLS } from './map-cells';

describe('mapCellsCovering', () => {
  it('holds the cell of every point in a box of up to two degrees', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (south, west, height, width, up, across) => {
          const box = { south, west, north: south + height, east: west + width };
          const { box: searched, cells } = mapCellsCovering(box);
          expect(searched).toEqual(box);
          const point = { lat: south + height * up, lng: west + width * across };
          expect(cells).toContain(mapCellOf(point));
        },
      ),
    );
  });

  it('sorts corners given in any order', () => {
    const { box } = mapCellsCovering({ south: 40.8, west: -73.9, north: 40.7, east: -74 });
    expect(box).toEqual({ south: 40.7, west: -74, north: 40.8, east: -73.9 });
  });

  it('narrows a box too large for one request around its centre', () => {
    const { box, cells } = mapCellsCovering({ south: 20, west: -120, north: 50, east: -70 });
    expect(cells.length).toBeLessThanOrEqual(MAX_MAP_CELLS);
    expect((box.south + box.north) / 2).toBeCloseTo(35, 6);
    expect((box.west + box.east) / 2).toBeCloseTo(-95, 6);
    expect(box.north - box.south).toBeLessThan(30);
  });
});

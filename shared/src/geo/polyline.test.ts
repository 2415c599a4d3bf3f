import { decodePolyline, encodePolyline } from './polyline';

describe('encoded polyline', () => {
  it("encodes the format's published example", () => {
    const points = [
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('decodes what it encodes, to 5 decimal places', () => {
    const points = [
      { lat: 40.75797, lng: -73.98554 },
      { lat: 40.7484, lng: -73.98566 },
      { lat: 40.70608, lng: -74.00897 },
    ];
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
  });

  it('encodes no points as an empty string', () => {
    expect(encodePolyline([])).toBe('');
  });
});

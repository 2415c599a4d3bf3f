import type { LatLng } from '../entities/user';

/** Google's encoded polyline format at 5 decimal places: what map libraries decode for a route line. */
export function encodePolyline(points: readonly LatLng[]): string {
  let output = '';
  let previous = { lat: 0, lng: 0 };
  for (const point of points) {
    const current = { lat: Math.round(point.lat * 1e5), lng: Math.round(point.lng * 1e5) };
    output += encodeSigned(current.lat - previous.lat) + encodeSigned(current.lng - previous.lng);
    previous = current;
  }
  return output;
}

function encodeSigned(delta: number): string {
  let value = delta < 0 ? ~(delta << 1) : delta << 1;
  let chunk = '';
  while (value >= 0x20) {
    chunk += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
    value >>= 5;
  }
  return chunk + String.fromCharCode(value + 63);
}

/** The inverse of encodePolyline: the points of a route line to draw. */
export function decodePolyline(encoded: string): LatLng[] {
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push({ lat: lat / 1e5, lng: lng / 1e5 });
  }
  return points;
}

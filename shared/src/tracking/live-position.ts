import type { BookingStatus } from '../booking/booking-status';
import type { TrackingEntry } from '../entities/booking';
import type { LatLng } from '../entities/user';
import { haversineKm } from '../geo/haversine';

/** The phone sends its position at least this often while it moves (docs/trips.md). */
export const REPORT_EVERY_MS = 5_000;
/** … and sooner once it has moved this far from the last position sent. */
export const REPORT_EVERY_KM = 0.03;
/** Never more often than this, however fast the driver goes. */
export const REPORT_AT_MOST_EVERY_MS = 1_000;

/** A position the phone has sent: where and when. */
export interface SentFix {
  at: number;
  position: LatLng;
}

/** Whether a new fix is worth sending: the first, or 5 s since the last one sent, or 30 m from it. */
export function shouldReportPosition(last: SentFix | null, next: SentFix): boolean {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed >= REPORT_EVERY_MS) return true;
  return elapsed >= REPORT_AT_MOST_EVERY_MS && haversineKm(last.position, next.position) >= REPORT_EVERY_KM;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Initial great-circle bearing from one point to another, degrees clockwise from north in [0, 360). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return Math.round((degrees + 360) % 360);
}

/** Below this move a bearing is GPS noise, not a direction. */
const MIN_HEADING_MOVE_KM = 0.005;

/**
 * The driver's heading: what the phone reported (its compass or course), else the bearing from its
 * previous position when it has really moved, else unknown.
 */
export function headingOf(
  previous: LatLng | undefined,
  next: LatLng,
  reported?: number | null,
): number | undefined {
  if (reported != null && Number.isFinite(reported)) return Math.round(((reported % 360) + 360) % 360);
  if (!previous || haversineKm(previous, next) < MIN_HEADING_MOVE_KM) return undefined;
  return bearingDegrees(previous, next);
}

/** Where the driver is heading for the rider's ETA: the pickup until the trip starts, then the drop. */
export function etaStopOf(status: BookingStatus): 'pickup' | 'drop' | null {
  if (status === 'ACCEPTED') return 'pickup';
  if (status === 'STARTED') return 'drop';
  return null;
}

/** How long a routed ETA is carried down (less the time gone) before the route is asked again. */
export const ETA_REFRESH_MS = 30_000;

/**
 * The ETA a new entry can take over from the previous one without asking for a route: the same
 * step, routed less than ETA_REFRESH_MS ago; the seconds since then are taken off. Null when a
 * fresh route is due.
 */
export function carriedEta(
  previous: TrackingEntry | null,
  status: BookingStatus,
  at: number,
): Pick<TrackingEntry, 'eta' | 'routedAt'> | null {
  if (
    !previous ||
    previous.status !== status ||
    previous.eta === undefined ||
    previous.routedAt === undefined
  )
    return null;
  if (at - previous.routedAt >= ETA_REFRESH_MS) return null;
  return {
    eta: Math.max(0, Math.round(previous.eta - (at - previous.at) / 1000)),
    routedAt: previous.routedAt,
  };
}

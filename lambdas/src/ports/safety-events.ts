import type { AuditEntry } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/**
 * The SOS presses of riders and drivers during a trip (docs/trips.md, SOS), for the back office's
 * Safety page: who pressed it on which trip, where, when, and who in the operator's team
 * acknowledged it.
 */
export interface SafetyEvent {
  id: string;
  bookingId: string;
  /** The booking's reference, as the back office and the notification show it. */
  reference: string;
  raisedBy: string;
  raisedByName: string;
  role: 'rider' | 'driver';
  lat?: number;
  lng?: number;
  /** Epoch ms, the server's. */
  createdAt: number;
  /** The booking's fleet admin when it was raised: the one fleet admin who sees it. */
  fleetadmin?: string;
  acknowledgedBy?: string;
  acknowledgedByName?: string;
  acknowledgedAt?: number;
}

export interface SafetyEvents {
  create(event: SafetyEvent): Promise<void>;
  get(id: string): Promise<SafetyEvent | null>;
  /** The booking's newest event, if any. */
  latestOfBooking(bookingId: string): Promise<SafetyEvent | null>;
  /** Every event, newest first. */
  list(page: PageRequest): Promise<Page<SafetyEvent>>;
  /** The events on one fleet's trips, newest first. */
  listByFleet(fleetadmin: string, page: PageRequest): Promise<Page<SafetyEvent>>;
  /**
   * Records who acknowledged it, with its audit entry in the same transaction; false when it was
   * already acknowledged (the first acknowledgement stands).
   */
  acknowledge(id: string, by: { uid: string; name: string }, at: number, audit: AuditEntry): Promise<boolean>;
}

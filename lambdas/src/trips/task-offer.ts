/**
 * What a driver's offer card shows beside the booking (docs/apps.md, The offer card): when the
 * offer lapses, the way from the driver to the pickup, and the driver's own earning. Every figure
 * is the server's; the app only formats them.
 */
import {
  driverShareOf,
  KM_PER_MILE,
  toAmount,
  type Booking,
  type Settings,
  type User,
} from '@wayfare/shared';
import type { BookingOffer } from '../ports/booking-repository';
import type { TripsDeps } from './trips-deps';

export interface TaskOfferView {
  /** Epoch ms; null for an offer made without a time limit. */
  expiresAt: number | null;
  /** The driver's share of the trip (trip_cost − convenience_fees − cart_total), as an amount. */
  driverEarning: number;
  /** By road from the driver's last reported position, in the booking's distance unit. */
  toPickupDistance: number | null;
  toPickupSecs: number | null;
}

/** The route from the driver to the pickup, or nulls when the position is unknown or routing fails. */
async function wayToPickup(
  deps: Pick<TripsDeps, 'places' | 'warn'>,
  booking: Booking,
  driver: User,
  settings: Pick<Settings, 'convert_to_mile'>,
): Promise<Pick<TaskOfferView, 'toPickupDistance' | 'toPickupSecs'>> {
  if (!driver.location) return { toPickupDistance: null, toPickupSecs: null };
  try {
    const route = await deps.places.route(driver.location, booking.pickup);
    const distance = settings.convert_to_mile ? route.distanceKm / KM_PER_MILE : route.distanceKm;
    return {
      toPickupDistance: Math.round(distance * 100) / 100,
      toPickupSecs: Math.round(route.durationSecs),
    };
  } catch (error) {
    // The card still shows the offer; only the way to the pickup is left out.
    deps.warn('Offer route failed', { bookingId: booking.id, error: String(error) });
    return { toPickupDistance: null, toPickupSecs: null };
  }
}

export async function taskOfferOf(
  deps: Pick<TripsDeps, 'places' | 'warn'>,
  {
    booking,
    offer,
    driver,
    settings,
  }: { booking: Booking; offer: BookingOffer; driver: User; settings: Settings },
): Promise<TaskOfferView> {
  return {
    expiresAt: offer.expiresAt ?? null,
    driverEarning: toAmount(driverShareOf(booking, settings.decimal)),
    ...(await wayToPickup(deps, booking, driver, settings)),
  };
}

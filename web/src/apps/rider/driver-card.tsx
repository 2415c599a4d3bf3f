import { useTranslation } from 'react-i18next';
import type { Booking } from '../../api/trips';
import { carDescription } from '../shared/car-description';
import { DriverAvatar } from '../shared/driver-avatar';

/**
 * Who is coming and how to spot them: photo, name, rating, the car and its plate, and a call
 * button. The server sends the driver's number only while the trip is under way.
 */
export function DriverCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const name = booking.driver_name ?? '';
  const car = carDescription(t, {
    color: booking.vehicle_color,
    make: booking.vehicle_make,
    model: booking.vehicle_model,
  });
  return (
    <section className="wf-card" aria-labelledby="driver-title" data-testid="driver-card">
      <h3 id="driver-title">{t('trip.driver')}</h3>
      <div className="wf-row">
        <DriverAvatar image={booking.driver_image} name={name} />
        <dl className="wf-details grow">
          <dt>{t('trip.driverName')}</dt>
          <dd data-testid="driver-name">{name}</dd>
          <dt>{t('trip.rating')}</dt>
          <dd>{booking.driverRating ? `★ ${booking.driverRating}` : '–'}</dd>
          {car && (
            <>
              <dt>{t('trip.car')}</dt>
              <dd data-testid="driver-car">{car}</dd>
            </>
          )}
          <dt>{t('trip.plate')}</dt>
          <dd>
            <bdi className="wf-plate" data-testid="driver-plate">
              {booking.vehicle_number ?? '–'}
            </bdi>
          </dd>
        </dl>
      </div>
      {booking.driver_contact && (
        <a
          className="wf-button primary wf-call"
          href={`tel:${booking.driver_contact}`}
          data-testid="call-driver"
        >
          {t('trip.call')} <bdi dir="ltr">{booking.driver_contact}</bdi>
        </a>
      )}
    </section>
  );
}

import { multiplyMoney, toAmount, toMoney } from '@wayfare/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../api/trips';
import { useAppSession } from './app-session';
import { formatAmount } from './money-format';
import { orderLines } from './order-lines';

/**
 * A delivery's order and photos, for the rider and the driver alike: what was ordered, the goods'
 * total, and the pickup and delivery photos the driver took. `children` adds the driver's camera.
 */
export function DeliveryOrder({ booking, children }: { booking: Booking; children?: ReactNode }) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const lines = orderLines(booking.cartData);
  const photos = [
    { src: booking.pickup_image, label: t('delivery.pickupPhoto'), testId: 'pickup-photo' },
    { src: booking.deliver_image, label: t('delivery.deliverPhoto'), testId: 'deliver-photo' },
  ].filter((photo) => photo.src);
  return (
    <section className="wf-card" aria-labelledby="delivery-title" data-testid="delivery-order">
      <h3 id="delivery-title">{t('delivery.order')}</h3>
      {lines.length > 0 && (
        <dl className="wf-details">
          {lines.map((line) => (
            <div key={line.productId} style={{ display: 'contents' }}>
              <dt>{t('delivery.line', { quantity: line.quantity, name: line.name })}</dt>
              <dd>{formatAmount(toAmount(multiplyMoney(toMoney(line.amount), line.quantity)), settings)}</dd>
            </div>
          ))}
          {booking.cart_total != null && (
            <>
              <dt>{t('shop.goods')}</dt>
              <dd data-testid="cart-total">
                <strong>{formatAmount(booking.cart_total, settings)}</strong>
              </dd>
            </>
          )}
        </dl>
      )}
      {booking.status === 'PAYMENT_PENDING' && <p className="wf-note">{t('delivery.awaitingPayment')}</p>}
      {photos.length > 0 && (
        <div className="wf-photos" role="group" aria-label={t('delivery.photos')}>
          {photos.map((photo) => (
            <figure key={photo.testId}>
              <img src={photo.src!} alt={photo.label} data-testid={photo.testId} />
              <figcaption>{photo.label}</figcaption>
            </figure>
          ))}
        </div>
      )}
      {children}
    </section>
  );
}

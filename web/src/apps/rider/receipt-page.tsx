import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { getReceipt, type Receipt } from '../../api/receipts';
import type { Settings } from '../../api/types';
import { formatDateTime } from '../../i18n/format-date';
import { LeftToRight } from '../../i18n/left-to-right';
import { useLanguage } from '../../i18n/language-provider';
import { usePageTitle } from '../../i18n/use-page-title';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { providerTitle } from '../shared/provider-title';
import { ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';

/**
 * A paid trip's receipt (issue 23, docs/apps.md): every line and the total as the server priced
 * and settled them, formatted only; the trip's time on the operator's clock. Prints cleanly (the
 * app's frame and the actions are left off paper by apps.css).
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const { current } = useLanguage();
  const receipt = useLoad(() => getReceipt(id), [id]);
  usePageTitle('receipt_title');
  if (receipt.error) return <ErrorMessage error={receipt.error} onRetry={() => void receipt.reload()} />;
  if (!receipt.data) return <Loading />;
  const r = receipt.data;
  return (
    <section className="wf-card wf-receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <h2 id="receipt-title">{t('receipt_title')}</h2>
      <dl className="wf-details">
        <dt>{t('receipt_reference')}</dt>
        <dd data-testid="receipt-reference">
          <LeftToRight>{r.reference}</LeftToRight>
        </dd>
        <dt>{t('receipt_date')}</dt>
        <dd data-testid="receipt-date">
          {formatDateTime(r.tripdate, current.dateLocale, settings.timezone ?? undefined)}
        </dd>
        <dt>{t('receipt_from')}</dt>
        <dd>{r.pickup.add}</dd>
        <dt>{t('receipt_to')}</dt>
        <dd>{r.drop.add}</dd>
        <TripLength receipt={r} settings={settings} />
        {r.driverName && (
          <>
            <dt>{t('receipt_driver')}</dt>
            <dd data-testid="receipt-driver">{r.driverName}</dd>
          </>
        )}
        {r.vehicle && (
          <>
            <dt>{t('receipt_car')}</dt>
            <dd data-testid="receipt-car">
              {t('trip.carDescription', {
                color: r.vehicle.color ?? '',
                make: r.vehicle.make ?? '',
                model: r.vehicle.model ?? '',
              }).trim()}{' '}
              {r.vehicle.number && <bdi className="wf-plate">{r.vehicle.number}</bdi>}
            </dd>
          </>
        )}
      </dl>
      <table className="wf-receipt-lines" data-testid="receipt-lines">
        <tbody>
          {r.lines.map((line) => (
            <tr key={line.kind} data-kind={line.kind}>
              <th scope="row">
                {t(`receipt_line_${line.kind}`)}
                {line.kind === 'discount' && r.promoCode && (
                  <>
                    {' '}
                    (<bdi dir="ltr">{r.promoCode}</bdi>)
                  </>
                )}
              </th>
              <td>
                <bdi dir="ltr">{formatAmount(line.amount, settings)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('receipt_total')}</th>
            <td data-testid="receipt-total">
              <bdi dir="ltr">{formatAmount(r.total, settings)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
      <p style={{ margin: 0 }} data-testid="receipt-paid-by">
        {t('receipt_paid_by')}: {t(`receipt_mode_${r.paymentMode}`)}
        {r.paymentMode === 'card' && r.gateway ? ` (${providerTitle(r.gateway, t)})` : ''}
      </p>
      <div className="wf-row wf-receipt-actions">
        <button type="button" onClick={() => window.print()} data-testid="print-receipt">
          {t('receipt_print')}
        </button>
        <Link to={`/ride/trip/${r.bookingId}`}>{t('trip.title', { reference: r.reference })}</Link>
      </div>
    </section>
  );
}

/** Distance (settings' unit) and minutes, as the quote measured them. */
function TripLength({ receipt, settings }: { receipt: Receipt; settings: Settings }) {
  const { t } = useTranslation();
  const parts = [
    receipt.distance != null
      ? `${receipt.distance} ${t(settings.convert_to_mile ? 'units.mile' : 'units.km')}`
      : '',
    receipt.durationSecs != null
      ? t('receipt_minutes', { minutes: Math.round(receipt.durationSecs / 60) })
      : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <>
      <dt>{t('receipt_trip')}</dt>
      <dd>{parts.join(' · ')}</dd>
    </>
  );
}

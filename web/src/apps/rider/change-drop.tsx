import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptDropChange, quoteDropChange, type DropChangeQuote } from '../../api/drop-change';
import type { Booking } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { PlaceField } from '../shared/place-field';
import { ErrorMessage } from '../shared/states';
import { useAction } from '../shared/use-action';
import { useRiderPlaces } from './saved-places';

/**
 * Change drop (docs/apps.md): the rider picks a new drop with the booking screen's place field, the
 * server prices it, and the rider sees the new fare and the difference before Accept or Cancel.
 */
export function ChangeDrop({ booking, onDone }: { booking: Booking; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} data-testid="change-drop">
        {t('trip.changeDrop')}
      </button>
    );
  return (
    <DropChangeCard
      booking={booking}
      onClose={() => setOpen(false)}
      onAccepted={async () => {
        setOpen(false);
        await onDone();
      }}
    />
  );
}

function DropChangeCard({
  booking,
  onClose,
  onAccepted,
}: {
  booking: Booking;
  onClose: () => void;
  onAccepted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const id = useId();
  const places = useRiderPlaces();
  const [quote, setQuote] = useState<DropChangeQuote | null>(null);
  const action = useAction();
  const price = (place: DropChangeQuote['drop']) =>
    action.run(async () => {
      setQuote(null);
      setQuote(await quoteDropChange(booking.id, place));
    });
  const difference = quote?.difference ?? 0;
  const differenceKey =
    difference > 0 ? 'trip.dropCostsMore' : difference < 0 ? 'trip.dropCostsLess' : 'trip.dropCostsSame';

  return (
    <section className="wf-card wf-clear-nav" aria-labelledby={`${id}-title`} data-testid="drop-change">
      <h3 id={`${id}-title`}>{t('trip.changeDropTitle')}</h3>
      <PlaceField
        labelKey="trip.newDrop"
        value={quote?.drop ?? null}
        near={booking.drop}
        onChoose={(place) => void price(place)}
        testId="new-drop"
        shortcuts={places.shortcuts}
      />
      {quote && (
        <p data-testid="drop-change-quote">
          {t('trip.dropNewFare', { amount: formatAmount(quote.payableAmount, settings) })}{' '}
          <span data-testid="drop-change-difference">
            {t(differenceKey, { amount: formatAmount(Math.abs(difference), settings) })}
          </span>
        </p>
      )}
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
      <div className="wf-row">
        {/* Only a price the server gave can be accepted: none while choosing, none after a refusal. */}
        {quote && (
          <button
            type="button"
            className="primary"
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                await acceptDropChange(quote.quoteId);
                await onAccepted();
              })
            }
            data-testid="accept-drop-change"
          >
            {t('trip.acceptDropChange')}
          </button>
        )}
        <button type="button" onClick={onClose} data-testid="cancel-drop-change">
          {t('trip.keepDrop')}
        </button>
      </div>
    </section>
  );
}

import { canTip, tipOptionsOf } from '@wayfare/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitPaymentForm, tipDriver } from '../../api/money';
import type { Booking } from '../../api/trips';
import { AmountField, typedAmount } from '../shared/amount-field';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { ErrorMessage } from '../shared/states';
import { useAction } from '../shared/use-action';

/**
 * After a paid trip, beside the rating: a tip for the driver, one of the operator's presets or a
 * typed amount (docs/money.md, "Tips"), paid as the trip was (wallet at once, card on the
 * provider's page). Offered only while the server would take it; once given, it says so.
 */
export function TipDriver({ booking, onDone }: { booking: Booking; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const id = useId();
  const [typed, setTyped] = useState('');
  const action = useAction();
  if (booking.tip != null)
    return (
      <p className="wf-note" role="status" data-testid="tip-given">
        {t('tip.given', { amount: formatAmount(booking.tip, settings) })}
      </p>
    );
  if (!canTip(booking)) return null;
  const { amounts, max } = tipOptionsOf(settings);
  const amount = typedAmount(typed, settings.decimal ?? 2);
  const give = (tip: number) =>
    void action.run(async () => {
      const { form } = await tipDriver(booking.id, tip);
      if (form) submitPaymentForm(form);
      else await onDone();
    });
  return (
    <fieldset className="wf-card" data-testid="tip-prompt">
      <legend className="wf-legend">{t('tip.title')}</legend>
      <p className="wf-muted">{t('tip.hint')}</p>
      {amounts.length > 0 && (
        <div className="wf-row" role="group" aria-label={t('tip.presets')}>
          {amounts.map((preset) => (
            <button
              key={preset}
              type="button"
              disabled={action.busy}
              onClick={() => give(preset)}
              data-testid="tip-preset"
            >
              {formatAmount(preset, settings)}
            </button>
          ))}
        </div>
      )}
      <AmountField
        id={id}
        label={t('tip.amount')}
        limit={t('tip.limit', { amount: formatAmount(max, settings) })}
        value={typed}
        onChange={setTyped}
        testId="tip-amount"
      />
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
      <button
        type="button"
        disabled={amount === null || action.busy}
        onClick={() => give(amount!)}
        data-testid="tip-send"
      >
        {amount === null ? t('tip.send') : t('tip.sendAmount', { amount: formatAmount(amount, settings) })}
      </button>
    </fieldset>
  );
}

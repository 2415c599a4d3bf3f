import { MAX_RATING_COMMENT } from '@wayfare/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from './states';
import { useAction } from './use-action';

/**
 * 1–5 stars and an optional comment, sent together (the rider rating its driver, the driver its
 * rider). The stars are toggle buttons; sending waits for one to be chosen.
 */
export function RatingForm({
  title,
  onRate,
}: {
  title: string;
  onRate: (stars: number, comment: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const action = useAction();
  return (
    <fieldset className="wf-card">
      <legend className="wf-legend">{title}</legend>
      <div className="wf-stars">
        {[1, 2, 3, 4, 5].map((count) => (
          <button
            key={count}
            type="button"
            aria-pressed={stars === count}
            aria-label={t('rate.stars', { count })}
            onClick={() => setStars(count)}
            data-testid={`rate-${count}`}
          >
            {'★'.repeat(count)}
          </button>
        ))}
      </div>
      <div className="wf-field">
        <label htmlFor={id}>{t('rate.comment')}</label>
        <textarea
          id={id}
          maxLength={MAX_RATING_COMMENT}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          data-testid="rate-comment"
        />
      </div>
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
      <button
        type="button"
        className="primary"
        disabled={stars === 0 || action.busy}
        onClick={() => void action.run(() => onRate(stars, comment.trim()))}
        data-testid="rate-submit"
      >
        {t('rate.send')}
      </button>
    </fieldset>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOutUser } from '../../back-office/sign-out';
import type { User } from '../../api/types';
import { carDescription } from '../shared/car-description';

export type Application = Pick<
  User,
  'carType' | 'vehicleNumber' | 'vehicleMake' | 'vehicleModel' | 'vehicleColor' | 'licenseImage'
>;

/**
 * A driver's application while no manager has approved it (product.md §4: no sign-in until then): what
 * was sent, what is still to come, and a way out. The server has already ended the session; the
 * sign-out also clears the device's tokens and leaves the app.
 */
export function AwaitingApproval({ application }: { application: Application }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const vehicle = carDescription(t, {
    color: application.vehicleColor,
    make: application.vehicleMake,
    model: application.vehicleModel,
  });
  const steps: { key: string; done: boolean }[] = [
    { key: 'awaiting.sent', done: true },
    { key: 'awaiting.licence', done: Boolean(application.licenseImage) },
    { key: 'awaiting.review', done: false },
  ];
  return (
    <section className="wf-card" aria-labelledby={`${id}-title`} data-testid="awaiting-approval">
      <h2 id={`${id}-title`}>{t('awaiting.title')}</h2>
      <ol className="wf-steps" data-testid="application-status">
        {steps.map((step) => (
          <li key={step.key} data-done={step.done}>
            <span aria-hidden="true">{step.done ? '✓' : '…'}</span> {t(step.key)}:{' '}
            <strong>{t(step.done ? 'awaiting.done' : 'awaiting.waiting')}</strong>
          </li>
        ))}
      </ol>
      <dl className="wf-details">
        {application.carType && (
          <>
            <dt>{t('users.field.carType')}</dt>
            <dd>{application.carType}</dd>
          </>
        )}
        {vehicle && (
          <>
            <dt>{t('trip.car')}</dt>
            <dd>{vehicle}</dd>
          </>
        )}
        {application.vehicleNumber && (
          <>
            <dt>{t('trip.plate')}</dt>
            <dd>
              <bdi className="wf-plate">{application.vehicleNumber}</bdi>
            </dd>
          </>
        )}
      </dl>
      <p className="wf-note" role="status" data-testid="registered">
        {t('require approval')} {t('awaiting.next')}
      </p>
      <button
        type="button"
        onClick={() => void signOutUser(undefined).finally(() => navigate('/', { replace: true }))}
        data-testid="awaiting-sign-out"
      >
        {t('nav.signOut')}
      </button>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { signOut } from '../../api/auth';
import { listCarTypes } from '../../api/rider-catalogue';
import { registerDriver, type DriverApplication, type DriverRegistration } from '../../api/driver-signup';
import { useAppSession } from '../shared/app-session';
import { LicenceInput } from '../shared/licence-input';
import { AwaitingApproval } from './awaiting-approval';
import { ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { usePageTitle } from '../../i18n/use-page-title';

type TextField = Exclude<keyof DriverRegistration, 'carType' | 'licenceImageKey'>;
const TEXT_FIELDS: { name: TextField; labelKey: string; max: number }[] = [
  { name: 'firstName', labelKey: 'users.field.firstName', max: 60 },
  { name: 'lastName', labelKey: 'users.field.lastName', max: 60 },
  { name: 'vehicleNumber', labelKey: 'users.field.vehicleNumber', max: 20 },
  { name: 'vehicleMake', labelKey: 'users.field.vehicleMake', max: 40 },
  { name: 'vehicleModel', labelKey: 'users.field.vehicleModel', max: 40 },
  { name: 'vehicleColor', labelKey: 'users.field.vehicleColor', max: 40 },
];

/**
 * product.md §7 user_signup for drivers: a signed-in new user gives name, vehicle, car type and licence
 * photo; the server makes it an unapproved driver and ends its session, so it waits for approval.
 */
export default function RegisterDriverPage() {
  const { t } = useTranslation();
  usePageTitle('signup.pageTitle');
  const { me } = useAppSession();
  const carTypes = useLoad(listCarTypes, []);
  const ids = useId();
  const [form, setForm] = useState<Omit<DriverRegistration, 'licenceImageKey'>>({
    firstName: me.firstName,
    lastName: me.lastName,
    carType: '',
    vehicleNumber: '',
    vehicleMake: '',
    vehicleModel: '',
    vehicleColor: '',
  });
  const [licenceImageKey, setLicenceKey] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [application, setApplication] = useState<DriverApplication | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!licenceImageKey) return setErrorKey('choose image first');
    setBusy(true);
    setErrorKey(null);
    try {
      const registered = await registerDriver({
        ...form,
        carType: form.carType || carTypes.data?.[0]?.id || '',
        licenceImageKey,
      });
      // The server ended the session; the local tokens go too.
      await signOut().catch(() => undefined);
      setApplication(registered);
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  if (application) return <AwaitingApproval application={application} />;
  return (
    <form className="wf-card" onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('signup.title')}</h2>
      <p className="wf-muted" style={{ margin: 0 }}>
        {t('signup.intro')}
      </p>
      {TEXT_FIELDS.map(({ name, labelKey, max }) => (
        <div className="wf-field" key={name}>
          <label htmlFor={`${ids}-${name}`}>{t(labelKey)}</label>
          <input
            id={`${ids}-${name}`}
            required
            maxLength={max}
            value={form[name] ?? ''}
            onChange={(event) => setForm({ ...form, [name]: event.target.value })}
            data-testid={`signup-${name}`}
          />
        </div>
      ))}
      <div className="wf-field">
        <label htmlFor={`${ids}-carType`}>{t('users.field.carType')}</label>
        {carTypes.loading && <Loading />}
        {carTypes.error && <ErrorMessage error={carTypes.error} onRetry={() => void carTypes.reload()} />}
        <select
          id={`${ids}-carType`}
          value={form.carType || carTypes.data?.[0]?.id || ''}
          onChange={(event) => setForm({ ...form, carType: event.target.value })}
          data-testid="signup-carType"
        >
          {carTypes.data?.map((carType) => (
            <option key={carType.id} value={carType.id}>
              {carType.name}
            </option>
          ))}
        </select>
      </div>
      <LicenceInput
        onUploaded={(key) => {
          setLicenceKey(key);
          // The photo now chosen answers the earlier 'choose image first'.
          setErrorKey(null);
        }}
      />
      {licenceImageKey && (
        <p role="status" className="wf-muted" style={{ margin: 0 }}>
          {t('signup.licenceReady')}
        </p>
      )}
      {errorKey && <ErrorMessage error={{ messageKey: errorKey }} />}
      <button type="submit" className="primary" disabled={busy} data-testid="signup-submit">
        {t('signup.submit')}
      </button>
    </form>
  );
}

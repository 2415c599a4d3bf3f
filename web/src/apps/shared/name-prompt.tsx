import { validateProfileUpdate, type RegType } from '@wayfare/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { updateProfile } from '../../api/me';
import type { User } from '../../api/types';
import { useLanguage } from '../../i18n/language-provider';
import { ErrorMessage } from './states';

/** An account without both names yet: one signed up by code, which asks for nothing but the contact. */
export const needsName = (me: Pick<User, 'firstName' | 'lastName'>): boolean =>
  !me.firstName.trim() || !me.lastName.trim();

const NAME_FIELDS = ['firstName', 'lastName'] as const;

/**
 * Asked once, before the app, of an account with no name: the other party of a trip sees it (the
 * driver its rider, the rider its driver). The save keeps the contacts as they are and the
 * language the app shows now.
 */
export function NamePrompt({ me, onSaved }: { me: User; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const { current } = useLanguage();
  const id = useId();
  const [names, setNames] = useState({ firstName: me.firstName, lastName: me.lastName });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = { ...names, email: me.email ?? '', mobile: me.mobile ?? '' };
    const checked = validateProfileUpdate(
      { regType: me.regType as RegType, email: me.email ?? undefined, mobile: me.mobile ?? undefined },
      form,
    );
    if (!checked.ok) {
      return setErrors(Object.fromEntries(checked.failures.map((f) => [f.field, f.messageKey])));
    }
    setBusy(true);
    setErrorKey(null);
    try {
      const lang = current.id ? { langLocale: current.langLocale, dateLocale: current.dateLocale } : me.lang;
      await updateProfile({ ...form, ...checked.value, lang });
      await onSaved();
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
      setBusy(false);
    }
  };
  return (
    <form className="wf-card" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('namePrompt.title')}</h2>
      <p className="wf-muted">{t('namePrompt.text')}</p>
      {NAME_FIELDS.map((field) => (
        <div className="wf-field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(`profile.${field}`)}</label>
          <input
            id={`${id}-${field}`}
            data-testid={`name-${field}`}
            autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
            maxLength={80}
            value={names[field]}
            aria-invalid={Boolean(errors[field])}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            onChange={(event) => {
              setNames({ ...names, [field]: event.target.value });
              setErrors({ ...errors, [field]: undefined });
            }}
          />
          {errors[field] && (
            <p id={`${id}-${field}-error`} role="alert" className="wf-alert">
              {t(errors[field])}
            </p>
          )}
        </div>
      ))}
      {errorKey && <ErrorMessage error={{ messageKey: errorKey }} />}
      <button type="submit" className="primary" disabled={busy} data-testid="save-name">
        {t('namePrompt.save')}
      </button>
    </form>
  );
}

import { useId } from 'react';
import { COUNTRIES } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';

/** The country whose phone prefix a mobile number is sent with (product.md §2, §5): the phone's own picker. */
export function CountrySelect({
  value,
  onChange,
  disabled,
}: {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sign-in-field">
      <label htmlFor={id}>{t('login.countryLabel')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        disabled={disabled}
        data-testid="login-country"
      >
        {value === undefined && <option value="">{t('login.countryPlaceholder')}</option>}
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.label} ({country.phonePrefix})
          </option>
        ))}
      </select>
    </div>
  );
}

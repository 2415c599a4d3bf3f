import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { COUNTRIES } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';

const OPTIONS: SelectProps.Option[] = COUNTRIES.map((country) => ({
  value: country.code,
  label: country.label,
  labelTag: country.phonePrefix,
}));

/** The country whose phone prefix a mobile number is sent with (product.md §2, §5). */
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
  return (
    <FormField label={t('login.countryLabel')}>
      <Select
        selectedOption={OPTIONS.find((option) => option.value === value) ?? null}
        onChange={({ detail }) => onChange(detail.selectedOption.value)}
        options={OPTIONS}
        filteringType="auto"
        disabled={disabled}
        placeholder={t('login.countryPlaceholder')}
        data-testid="login-country"
      />
    </FormField>
  );
}

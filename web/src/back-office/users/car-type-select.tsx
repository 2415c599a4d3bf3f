import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';
import { listCarTypes, type CarType } from '../../api/catalogue';

/** The admins' car types, read once per dialog (the API answers the whole, short list). */
function useCarTypeList() {
  const [carTypes, setCarTypes] = useState<CarType[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    let active = true;
    listCarTypes().then(
      (list) => active && setCarTypes(list),
      (failure: ApiError) => active && setError(failure),
    );
    return () => {
      active = false;
    };
  }, []);
  return { carTypes, error };
}

/**
 * A driver's car type, chosen from the car types; the value is the car type's name, as drivers'
 * profiles and bookings carry it (docs/trips.md). A stored name no longer in the list still shows.
 */
export function CarTypeSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (name: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { carTypes, error } = useCarTypeList();
  const options: SelectProps.Option[] = (carTypes ?? []).map(({ name }) => ({ value: name, label: name }));
  return (
    <Select
      selectedOption={value ? { value, label: value } : null}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      options={options}
      statusType={error ? 'error' : carTypes ? 'finished' : 'loading'}
      loadingText={t('app.loading')}
      errorText={error ? t(error.messageKey) : undefined}
      empty={t('no_cars')}
      placeholder={t('users.carTypePlaceholder')}
      disabled={disabled}
      data-testid="user-form-carType"
    />
  );
}

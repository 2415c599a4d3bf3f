import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLanguageChoices, type LanguageChoice } from '../../api/me';
import type { UserLang } from '../../api/types';

/** The user's language: one of the languages the operator offers (product.md §3 User lang). */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: UserLang | null;
  onChange: (lang: UserLang) => void;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<LanguageChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    listLanguageChoices().then(
      (list) => active && setChoices(list),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const options = (choices ?? []).map((choice) => ({ value: choice.langLocale, label: choice.langName }));
  return (
    <FormField label={t('profile.language')} errorText={failed ? t('errors.internal') : undefined}>
      <Select
        selectedOption={options.find((option) => option.value === value?.langLocale) ?? null}
        onChange={({ detail }) => {
          const choice = choices?.find((c) => c.langLocale === detail.selectedOption.value);
          if (choice) onChange({ langLocale: choice.langLocale, dateLocale: choice.dateLocale });
        }}
        options={options}
        statusType={choices ? 'finished' : failed ? 'error' : 'loading'}
        loadingText={t('app.loading')}
        placeholder={t('profile.languagePlaceholder')}
        data-testid="profile-language"
      />
    </FormField>
  );
}

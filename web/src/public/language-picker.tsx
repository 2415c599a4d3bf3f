import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language-provider';

/** A labelled native select: keyboard and screen-reader friendly, and no UI library on public pages. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { languages, current, choose } = useLanguage();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={current.id ?? ''}
        // The built-in English (value '') is what shows until the server's languages load: nothing to fetch.
        onChange={(event) => event.target.value && void choose(event.target.value)}
        data-testid="language-picker"
      >
        {current.id === null && <option value="">English</option>}
        {languages.map((language) => (
          <option key={language.id} value={language.id} lang={language.langLocale}>
            {language.langName}
          </option>
        ))}
      </select>
    </div>
  );
}

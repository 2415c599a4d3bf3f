import { I18nProvider } from '@cloudscape-design/components/i18n';
import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCloudscapeMessages } from './cloudscape-messages';

const loaded = new Map<string, ReturnType<typeof loadCloudscapeMessages>>();
const messagesFor = (locale: string) => {
  if (!loaded.has(locale)) loaded.set(locale, loadCloudscapeMessages(locale));
  return loaded.get(locale)!;
};

/**
 * Cloudscape's own strings (pagination, filtering, dialogs…) in the shown language, for the back
 * office. Suspends while a language's messages load; right to left follows the document's dir.
 */
export function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { locale, messages } = use(messagesFor(i18n.language));
  return (
    <I18nProvider locale={locale} messages={[messages]}>
      {children}
    </I18nProvider>
  );
}

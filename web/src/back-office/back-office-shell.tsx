import '@cloudscape-design/global-styles/index.css';
import Spinner from '@cloudscape-design/components/spinner';
import { I18nProvider } from '@cloudscape-design/components/i18n';
import cloudscapeMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

/**
 * Everything that needs Cloudscape renders under this route element. It is loaded lazily, so the
 * Cloudscape code and global styles reach the browser only when a back-office route is opened.
 */
export default function BackOfficeShell() {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language} messages={[cloudscapeMessages]}>
      <Suspense fallback={<Spinner size="large" />}>
        <Outlet />
      </Suspense>
    </I18nProvider>
  );
}

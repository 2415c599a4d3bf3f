import '@cloudscape-design/global-styles/index.css';
import Spinner from '@cloudscape-design/components/spinner';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { enBackOffice } from '@wayfare/shared/src/i18n/texts/en-back-office';
import { addAreaTexts } from '../i18n/area-texts';
import { CloudscapeI18n } from '../i18n/cloudscape-i18n';

/**
 * Everything that needs Cloudscape renders under this route element. It is loaded lazily, so the
 * Cloudscape code and global styles reach the browser only when a back-office route is opened.
 * Cloudscape's own strings follow the chosen language; the back office's English comes with it.
 */
export default function BackOfficeShell() {
  addAreaTexts(enBackOffice);
  return (
    <Suspense fallback={<Spinner size="large" />}>
      <CloudscapeI18n>
        <Suspense fallback={<Spinner size="large" />}>
          <Outlet />
        </Suspense>
      </CloudscapeI18n>
    </Suspense>
  );
}

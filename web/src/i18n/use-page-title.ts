import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the page: "<page> · Wayfare" in the current language, from the
 * page's message key (and its parameters, as in `trip.title`); back to "Wayfare" when it leaves.
 * Back-office pages get theirs from their route (`protected-routes.tsx`); other pages call this.
 */
export function usePageTitle(titleKey: string, params?: Record<string, string | number>): void {
  const { t } = useTranslation();
  const page = t(titleKey, params).trim();
  const title = t('app.pageTitle', { page });
  const brand = t('app.name');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = brand;
    };
  }, [title, brand]);
}

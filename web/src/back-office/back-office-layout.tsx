import AppLayout from '@cloudscape-design/components/app-layout';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** The signed-in frame: a left drawer menu (collapsed on small screens by AppLayout) around the page. */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [navigationOpen, setNavigationOpen] = useState(true);

  const items: SideNavigationProps.Item[] = [{ type: 'link', text: t('nav.profile'), href: '/profile' }];
  // Keep navigation inside the single-page app instead of a full page load.
  const followLink: SideNavigationProps['onFollow'] = (event) => {
    if (event.detail.external) return;
    event.preventDefault();
    navigate(event.detail.href);
  };

  return (
    <AppLayout
      navigationOpen={navigationOpen}
      onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
      navigationWidth={240}
      navigation={
        <SideNavigation
          header={{ text: t('nav.header'), href: '/' }}
          items={items}
          activeHref={pathname}
          onFollow={followLink}
        />
      }
      toolsHide
      content={children}
      ariaLabels={{ navigationToggle: t('nav.openNavigation'), navigationClose: t('nav.closeNavigation') }}
    />
  );
}

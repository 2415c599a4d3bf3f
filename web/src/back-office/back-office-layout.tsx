import AppLayout from '@cloudscape-design/components/app-layout';
import Link from '@cloudscape-design/components/link';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { landingRouteFor } from '@wayfare/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBackOffice } from './back-office-context';
import { drawerItems } from './drawer-items';
import { SplitPanelSlot, type SplitPanelContent } from './split-panel-slot';

/** Below this width the drawer starts closed (product.md §2: mobile layout below 768 px). */
const SMALL_SCREEN = '(max-width: 767px)';
const SIGN_OUT_HREF = '#sign-out';

const startsOpen = () => typeof window.matchMedia !== 'function' || !window.matchMedia(SMALL_SCREEN).matches;

/**
 * The signed-in frame: the user type's drawer menu (240 px, collapsible) around the page, and the
 * split panel a page may fill (useSplitPanel). Riders and drivers reach their booking history and
 * profile here from their phone app, so a link above the page leads back to that app.
 */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { me, settings, signOut } = useBackOffice();
  const [navigationOpen, setNavigationOpen] = useState(startsOpen);
  const [split, setSplit] = useState<SplitPanelContent | null>(null);
  const appHome = me.usertype === 'rider' || me.usertype === 'driver' ? landingRouteFor(me.usertype) : null;

  const items: SideNavigationProps.Item[] = [
    ...drawerItems(me.usertype, t),
    { type: 'divider' },
    { type: 'link', text: t('nav.signOut'), href: SIGN_OUT_HREF },
  ];
  // Stay inside the single-page app instead of a full page load.
  const followLink: SideNavigationProps['onFollow'] = (event) => {
    if (event.detail.external) return;
    event.preventDefault();
    if (event.detail.href === SIGN_OUT_HREF) return void signOut();
    navigate(event.detail.href);
    if (window.matchMedia?.(SMALL_SCREEN).matches) setNavigationOpen(false);
  };

  return (
    <AppLayout
      navigationOpen={navigationOpen}
      onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
      navigationWidth={240}
      navigation={
        <nav data-testid="drawer">
          <SideNavigation
            header={{ text: settings.appName, href: '/' }}
            items={items}
            activeHref={pathname}
            onFollow={followLink}
          />
        </nav>
      }
      toolsHide
      breadcrumbs={
        appHome && (
          <Link
            href={appHome}
            onFollow={(event) => {
              event.preventDefault();
              navigate(appHome);
            }}
            data-testid="back-to-app"
          >
            {t('nav.backToApp')}
          </Link>
        )
      }
      content={<SplitPanelSlot.Provider value={setSplit}>{children}</SplitPanelSlot.Provider>}
      splitPanel={split?.panel}
      splitPanelOpen={split?.open ?? false}
      onSplitPanelToggle={({ detail }) => split?.onOpenChange(detail.open)}
      ariaLabels={{ navigationToggle: t('nav.openNavigation'), navigationClose: t('nav.closeNavigation') }}
    />
  );
}

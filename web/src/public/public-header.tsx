import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountLink } from './account-link';
import { LanguagePicker } from './language-picker';
import { PublicDrawer } from './public-drawer';
import { HEADER_THEME_SCROLL_PX } from './public-nav';
import { PublicNavLinks } from './public-nav-links';
import { usePublicSettings } from './public-settings';
import { useScrolledPast } from './use-scrolled-past';

/**
 * Fixed header: over the hero it is dark; past 400 px of scroll it turns white (product.md §2). Below
 * 768 px the links move into the drawer behind a menu button (public-site.css).
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { settings } = usePublicSettings();
  const white = useScrolledPast(HEADER_THEME_SCROLL_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="public-header" data-theme={white ? 'white' : 'dark'} data-testid="public-header">
      <Link to="/" className="brand">
        {settings?.appName ?? t('nav.home')}
      </Link>
      <nav aria-label={t('nav.main')} className="header-nav">
        <PublicNavLinks />
      </nav>
      <div className="header-tools">
        <LanguagePicker />
        <span className="header-account">
          <AccountLink />
        </span>
        <button
          type="button"
          className="menu-button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          {t('nav.menu')}
        </button>
      </div>
      <PublicDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}

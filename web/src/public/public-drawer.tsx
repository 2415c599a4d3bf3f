import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLink } from './account-link';
import { PublicNavLinks } from './public-nav-links';

/**
 * The mobile menu: a 260 px modal drawer from the start edge (product.md §9), closed by Escape or the
 * backdrop.
 */
export function PublicDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="public-drawer"
      aria-label={t('nav.menu')}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      data-testid="public-drawer"
    >
      <button type="button" className="drawer-close" onClick={onClose}>
        {t('nav.closeMenu')}
      </button>
      <nav aria-label={t('nav.menu')}>
        <PublicNavLinks onFollow={onClose} />
      </nav>
      <AccountLink onFollow={onClose} />
    </dialog>
  );
}

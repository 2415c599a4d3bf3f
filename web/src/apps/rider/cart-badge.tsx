import { useTranslation } from 'react-i18next';
import { cartCount, useCart } from './cart-store';

/** The shop's navigation badge: how many items the device's cart holds; none while it is empty. */
export function CartBadge() {
  const { t } = useTranslation();
  const count = cartCount(useCart().items);
  if (count === 0) return null;
  return (
    <span className="wf-badge wf-unread" aria-label={t('shop.cartCount', { count })} data-testid="cart-badge">
      {count}
    </span>
  );
}

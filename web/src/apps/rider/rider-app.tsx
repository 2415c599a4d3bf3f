import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { enRider } from '@wayfare/shared/src/i18n/texts/en-rider';
import { addAreaTexts } from '../../i18n/area-texts';
import { AppFrame, type AppNavItem } from '../shared/app-frame';
import { CartBadge } from './cart-badge';
import { BookPage } from './rider-screens';

const RiderTripPage = lazy(() => import('./trip-page'));
const ReceiptPage = lazy(() => import('./receipt-page'));
const ShopPage = lazy(() => import('./shop-page'));
const AccountPage = lazy(() => import('./account-page'));
const WalletPage = lazy(() => import('./wallet-page'));
const OffersPage = lazy(() => import('./offers-page'));
const NotificationsPage = lazy(() => import('../shared/notifications-page'));

const NAV: AppNavItem[] = [
  { to: '/ride', labelKey: 'apps.nav.book', end: true },
  { to: '/ride/shop', labelKey: 'apps.nav.shop', Badge: CartBadge },
  { to: '/ride/account', labelKey: 'apps.nav.account', unreadBadge: true },
];

/** The rider app under /ride: book, trip, shop, account, wallet, offers, notifications. */
export default function RiderApp() {
  addAreaTexts(enRider);
  return (
    <AppFrame usertype="rider" titleKey="apps.riderTitle" nav={NAV}>
      <Routes>
        <Route index element={<BookPage />} />
        <Route path="trip/:id" element={<RiderTripPage />} />
        <Route path="trip/:id/receipt" element={<ReceiptPage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="wallet" element={<WalletPage />} />
        <Route path="offers" element={<OffersPage />} />
        <Route path="notifications" element={<NotificationsPage tripPath="/ride/trip" />} />
      </Routes>
    </AppFrame>
  );
}

import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { enDriver } from '@wayfare/shared/src/i18n/texts/en-driver';
import { addAreaTexts } from '../../i18n/area-texts';
import { AppFrame, type AppNavItem } from '../shared/app-frame';
import { AwaitingApproval } from './awaiting-approval';
import { DriverPresenceProvider } from './driver-presence';
import { TasksPage } from './driver-screens';

const DriverTripPage = lazy(() => import('./trip-page'));
const MoneyPage = lazy(() => import('./money-page'));
const RegisterDriverPage = lazy(() => import('./register-page'));
const NotificationsPage = lazy(() => import('../shared/notifications-page'));

const NAV: AppNavItem[] = [
  { to: '/drive', labelKey: 'apps.nav.offers', end: true },
  { to: '/drive/money', labelKey: 'apps.nav.money' },
  { to: '/drive/notifications', labelKey: 'notices.title', unreadBadge: true },
];

/** The driver app under /drive (offers, trip, money, notifications); /drive/register is the sign-up of a signed-in rider who wants to drive. */
export default function DriverApp() {
  addAreaTexts(enDriver);
  return (
    <Routes>
      <Route
        path="register"
        element={
          // The sign-up form asks for the names itself.
          <AppFrame usertype="rider" titleKey="apps.driverTitle" nav={[]} asksName={false}>
            <RegisterDriverPage />
          </AppFrame>
        }
      />
      <Route
        path="*"
        element={
          <AppFrame
            usertype="driver"
            titleKey="apps.driverTitle"
            nav={NAV}
            awaitingApproval={(me) => <AwaitingApproval application={me} />}
          >
            {/* Presence and position reporting live above the screens: they go on whichever is open. */}
            <DriverPresenceProvider>
              <Routes>
                <Route index element={<TasksPage />} />
                <Route path="trip/:id" element={<DriverTripPage />} />
                <Route path="money" element={<MoneyPage />} />
                <Route path="notifications" element={<NotificationsPage tripPath="/drive/trip" />} />
              </Routes>
            </DriverPresenceProvider>
          </AppFrame>
        }
      />
    </Routes>
  );
}

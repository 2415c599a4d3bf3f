import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { isUserType, resolveRoute } from '@wayfare/shared';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentSession } from '../api/session';
import type { User, UserType } from '../api/types';
import { useSettings } from '../hooks/use-settings';
import { AlertModal } from './alert-modal';
import { BackOfficeContext, type BackOfficeContextValue } from './back-office-context';
import { BackOfficeLayout } from './back-office-layout';
import { signOutUser } from './sign-out';
import { useMe } from './use-me';

type SessionCheck = 'checking' | 'signed-in' | 'signed-out';

function useSessionCheck(): SessionCheck {
  const [check, setCheck] = useState<SessionCheck>('checking');
  useEffect(() => {
    let active = true;
    const settle = (next: SessionCheck) => active && setCheck(next);
    currentSession().then(
      (session) => settle(session ? 'signed-in' : 'signed-out'),
      () => settle('signed-out'),
    );
    return () => {
      active = false;
    };
  }, []);
  return check;
}

/** Why a signed-in account may not use the back office (product.md §4), or undefined when it may. */
function refusalOf(me: User | null): string | undefined {
  if (!me) return 'user issue contact admin';
  if (!isUserType(me.usertype)) return 'not valid user type';
  if (me.usertype === 'driver' && !me.approved) return 'require approval';
  return undefined;
}

/**
 * Layout route of every protected page (product.md §2): signed-out visitors and user types the route does
 * not permit go to /login; a spinner shows while the profile loads; an account without a usable
 * profile is told why and signed out.
 */
export default function RequireSession() {
  const check = useSessionCheck();
  if (check === 'checking') return <Spinner size="large" />;
  if (check === 'signed-out') return <Navigate to="/login" replace />;
  return <AdmittedFrame />;
}

function AdmittedFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { me, loading, error, reload } = useMe();
  const { settings, loading: settingsLoading } = useSettings();
  const refusal = loading || error ? undefined : refusalOf(me);

  useEffect(() => {
    if (refusal) void signOutUser(undefined);
  }, [refusal]);

  const context = useMemo<BackOfficeContextValue | null>(
    () =>
      me && settings && !refusal
        ? {
            me: me as User & { usertype: UserType },
            settings,
            reloadMe: reload,
            signOut: async () => {
              await signOutUser(me.usertype);
              navigate('/login', { replace: true });
            },
          }
        : null,
    [me, settings, refusal, reload, navigate],
  );

  if (loading || (settingsLoading && !settings)) return <Spinner size="large" />;
  if (error) return <Alert type="error">{t(error.messageKey)}</Alert>;
  if (refusal) {
    return <AlertModal messageKey={refusal} onClose={() => navigate('/login', { replace: true })} />;
  }
  if (resolveRoute(pathname, me!.usertype).kind === 'redirect') {
    // Signed in, but not as a user type this page is for: the login page says so (product.md §2 sends them
    // there).
    return <Navigate to="/login" replace state={{ refusedAs: me!.usertype }} />;
  }
  if (!context) {
    return (
      <Alert type="error" data-testid="no-settings">
        {t('No Database Settings found')}
      </Alert>
    );
  }
  return (
    <BackOfficeContext.Provider value={context}>
      <BackOfficeLayout>
        <Outlet />
      </BackOfficeLayout>
    </BackOfficeContext.Provider>
  );
}

import '../apps.css';
import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onWalletChanged } from '../../api/money';
import { currentSession } from '../../api/session';
import type { User, UserType } from '../../api/types';
import { useMe } from '../../back-office/use-me';
import { configureAmplifyOnce } from '../../config/amplify-once';
import { useAppConfig } from '../../config/app-config-context';
import { useSettings } from '../../hooks/use-settings';
import { LanguagePicker } from '../../public/language-picker';
import { AppSessionContext, type AppSession } from './app-session';
import { NamePrompt, needsName } from './name-prompt';
import { UnreadBadge } from './unread-badge';
import { useUnreadNotifications } from './use-unread-notifications';
import { ErrorMessage, Loading } from './states';
import { useLive } from './use-live';

/** Amplify's sign-in and sign-out code (~25 kB gzip) loads when someone signs out, not with the first screen. */
const signOutUser: typeof import('../../back-office/sign-out').signOutUser = async (usertype) =>
  (await import('../../back-office/sign-out')).signOutUser(usertype);

export interface AppNavItem {
  to: string;
  labelKey: string;
  end?: boolean;
  /** Shows how many notifications are unread (the item leads to them). */
  unreadBadge?: boolean;
  /** Any other badge beside the label, drawn by the app (the rider's cart count on Shop). */
  Badge?: ComponentType;
}

type SessionCheck = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether someone is signed in. The frame renders while Amplify loads (preloadFirstScreen started
 * it beside the frame's chunk): nothing that needs the session renders before the check is done.
 */
function useSignedIn(): SessionCheck {
  const config = useAppConfig();
  const [check, setCheck] = useState<SessionCheck>('checking');
  useEffect(() => {
    let active = true;
    configureAmplifyOnce(config)
      .then(currentSession)
      .then(
        (session) => active && setCheck(session ? 'signed-in' : 'signed-out'),
        () => active && setCheck('signed-out'),
      );
    return () => {
      active = false;
    };
  }, [config]);
  return check;
}

/**
 * The wallet, live on every screen: each new entry the server tells of (a trip paid or refunded,
 * a top-up, a withdrawal) re-reads the profile, whose balance every screen shows, and raises the
 * version that wallet lists read again on. A reconnect catches up the same way.
 */
function useLiveWallet(uid: string | null, reloadMe: () => Promise<void>): number {
  const [version, setVersion] = useState(0);
  const open = useMemo(
    () => (uid ? (handlers: Parameters<typeof onWalletChanged>[1]) => onWalletChanged(uid, handlers) : null),
    [uid],
  );
  useLive(open, () => {
    void reloadMe();
    setVersion((current) => current + 1);
  });
  return version;
}

/** Why this account may not use this app, or undefined when it may (product.md §4 admission). */
export function refusalFor(me: User | null, usertype: UserType): string | undefined {
  if (!me) return 'user issue contact admin';
  if (me.usertype === 'driver' && !me.approved) return 'require approval';
  if (me.usertype !== usertype) return usertype === 'driver' ? 'apps.driversOnly' : 'apps.ridersOnly';
  return undefined;
}

/**
 * The frame of the rider and driver apps: signed-out visitors go through sign-in and come back
 * here; the profile and settings come from the server; other user types are told which app is theirs.
 */
export function AppFrame({
  usertype,
  titleKey,
  nav,
  asksName = true,
  awaitingApproval,
  children,
}: {
  usertype: UserType;
  titleKey: string;
  nav: AppNavItem[];
  /** Asks an account without a name for one first; a screen whose own form asks for it does not. */
  asksName?: boolean;
  /** What an unapproved driver sees instead of the app (its application), rather than the bare refusal. */
  awaitingApproval?: (me: User) => ReactNode;
  children?: ReactNode;
}) {
  const check = useSignedIn();
  const { pathname } = useLocation();
  if (check === 'signed-out') return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <div className="wf-app">
      <AppHeader titleKey={titleKey} />
      {check === 'checking' ? (
        <main className="wf-main">
          <Loading />
        </main>
      ) : (
        <Admitted usertype={usertype} nav={nav} asksName={asksName} awaitingApproval={awaitingApproval}>
          {children}
        </Admitted>
      )}
    </div>
  );
}

function AppHeader({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <header className="wf-top">
      <h1>{t(titleKey)}</h1>
      <LanguagePicker />
    </header>
  );
}

function Admitted({
  usertype,
  nav,
  asksName,
  awaitingApproval,
  children,
}: {
  usertype: UserType;
  nav: AppNavItem[];
  asksName: boolean;
  awaitingApproval?: (me: User) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, loading, error, reload } = useMe();
  const { settings, error: settingsError } = useSettings();
  const refusal = loading || error ? undefined : refusalFor(me, usertype);
  const walletVersion = useLiveWallet(refusal ? null : (me?.uid ?? null), reload);
  const unread = useUnreadNotifications(
    me && !refusal && nav.some((item) => item.unreadBadge) ? me.uid : null,
  );

  useEffect(() => {
    // An unapproved driver or an account without a profile must not stay signed in.
    if (refusal === 'require approval' || refusal === 'user issue contact admin') void signOutUser(undefined);
  }, [refusal]);

  const session = useMemo<AppSession | null>(
    () =>
      me && settings
        ? {
            me,
            settings,
            reloadMe: reload,
            walletVersion,
            signOut: async () => {
              await signOutUser(me.usertype);
              navigate('/', { replace: true });
            },
          }
        : null,
    [me, settings, reload, walletVersion, navigate],
  );

  let content: ReactNode;
  if (error || settingsError)
    content = <ErrorMessage error={(error ?? settingsError)!} onRetry={() => void reload()} />;
  else if (refusal === 'require approval' && me && awaitingApproval) content = awaitingApproval(me);
  else if (refusal) content = <ErrorMessage error={{ messageKey: refusal }} />;
  else if (!session) content = <Loading />;
  else if (asksName && needsName(session.me)) content = <NamePrompt me={session.me} onSaved={reload} />;
  else
    content = (
      <AppSessionContext.Provider value={session}>
        <Suspense fallback={<Loading />}>{children ?? <Outlet />}</Suspense>
      </AppSessionContext.Provider>
    );
  return (
    <>
      <main className="wf-main" id="main">
        {content}
      </main>
      {session && !refusal && !(asksName && needsName(session.me)) && (
        <nav className="wf-nav" aria-label={t('apps.navLabel')}>
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {t(item.labelKey)}
              {item.unreadBadge && <UnreadBadge count={unread} />}
              {item.Badge && <item.Badge />}
            </NavLink>
          ))}
        </nav>
      )}
    </>
  );
}

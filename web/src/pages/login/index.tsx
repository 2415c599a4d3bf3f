import './sign-in.css';
import { isUserType, landingRouteFor, type UserType } from '@wayfare/shared';
import { enSignIn } from '@wayfare/shared/src/i18n/texts/en-sign-in';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PublicSettings } from '../../api/public-content';
import type { AppConfig } from '../../config/app-config';
import { useAppConfig } from '../../config/app-config-context';
import { addAreaTexts } from '../../i18n/area-texts';
import { LEFT_TO_RIGHT_INPUT } from '../../i18n/left-to-right';
import { PageStatus } from '../../public/page-status';
import { usePublicSettings } from '../../public/public-settings';
import { afterSignIn } from './after-sign-in';
import { SignInAlert } from './sign-in-alert';
import { CountrySelect } from './country-select';
import { preselectedCountry, showsCountrySelector } from './login-country';
import { useSignInCalls } from './sign-in-calls';
import { SocialSignIn } from './social-sign-in';
import { TextField } from './text-field';
import { useHumanCheck } from './use-human-check';
import { useLogin } from './use-login';
import { useSocialReturn } from './use-social-return';
import { usePageTitle } from '../../i18n/use-page-title';

/**
 * The sign-in for every user type, in the public site's frame and in plain markup: a rider's or
 * driver's first screen on a phone, so it carries no Cloudscape, and the form shows without Amplify:
 * the settings come with the public frame's plain read (docs/performance.md).
 */
export default function LoginPage() {
  addAreaTexts(enSignIn);
  const config = useAppConfig();
  usePageTitle('login.title');
  const { settings, loading } = usePublicSettings();
  // The form starts from the settings' country, so it waits for them (a failed read shows the form anyway).
  return (
    <main className="public-main">
      <section className="public-page sign-in">
        {loading && !settings ? (
          <PageStatus loading error={null} />
        ) : (
          <LoginForm settings={settings} config={config} />
        )}
      </section>
    </main>
  );
}

/** The user type of a signed-in visitor sent here from a page that is not for them (RequireSession). */
function useRefusedAs(): UserType | undefined {
  const refusedAs = (useLocation().state as { refusedAs?: unknown } | null)?.refusedAs;
  return typeof refusedAs === 'string' && isUserType(refusedAs) ? refusedAs : undefined;
}

/** Tells a signed-in visitor which account they are using and leads them to its home. */
function NotForYouNotice({ usertype }: { usertype: UserType }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-notice" role="status" data-testid="login-notice">
      <p>{t('login.notForYou', { usertype: t(`usertype.${usertype}`) })}</p>
      <Link to={landingRouteFor(usertype)} className="sign-in-button" data-testid="login-notice-home">
        {t('login.goHome')}
      </Link>
    </div>
  );
}

/** A new code when one did not arrive: after a short wait, counted down, within the server's limit. */
function ResendCode({ login }: { login: ReturnType<typeof useLogin> }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-resend">
      <button
        type="button"
        className="sign-in-button"
        disabled={login.busy || login.resendIn > 0}
        onClick={() => void login.resendCode()}
        data-testid="login-resend"
      >
        {login.resendIn > 0 ? t('login.resendIn', { seconds: login.resendIn }) : t('login.resend')}
      </button>
      <div role="status" data-testid="login-resent">
        {login.resent && t('login.resent')}
      </div>
    </div>
  );
}

function LoginForm({ settings, config }: { settings: PublicSettings | null; config: AppConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refusedAs = useRefusedAs();
  const [params] = useSearchParams();
  const humanCheck = useHumanCheck(config.humanCheck);
  const signInCalls = useSignInCalls(config);
  const login = useLogin({
    initialCountry: preselectedCountry(settings)?.code,
    onSignedIn: (usertype) => navigate(afterSignIn(usertype, params.get('next')), { replace: true }),
    humanCheckToken: humanCheck.token,
    signInCalls,
  });
  // The provider sends the person back here; admit them as after a code (or show why not).
  useSocialReturn(Boolean(config.oauth), signInCalls, (outcome) =>
    'error' in outcome ? login.alert(outcome.error.messageKey) : void login.admitSignedIn(),
  );
  const onCodeStep = login.step === 'code';

  return (
    <>
      <form
        className="sign-in-card"
        aria-busy={login.busy}
        onSubmit={(event) => {
          event.preventDefault();
          void login.submit();
        }}
      >
        <h1>{t('login.title')}</h1>
        {refusedAs && <NotForYouNotice usertype={refusedAs} />}
        {!settings && (
          <p className="sign-in-notice warning" role="alert">
            {t('No Database Settings found')}
          </p>
        )}
        {showsCountrySelector(settings) && (
          <CountrySelect value={login.country} onChange={login.setCountry} disabled={onCodeStep} />
        )}
        <TextField
          label={t('login.contactLabel')}
          hint={t('login.contactHint')}
          testId="login-contact"
          value={login.contact}
          onChange={(event) => login.setContact(event.target.value)}
          disabled={onCodeStep}
          autoComplete="username"
          {...LEFT_TO_RIGHT_INPUT}
        />
        {!onCodeStep && (
          <TextField
            label={t('login.referralLabel')}
            hint={t('login.referralHint')}
            testId="login-referral"
            value={login.referralId}
            onChange={(event) => login.setReferralId(event.target.value)}
            autoComplete="off"
            maxLength={5}
          />
        )}
        {onCodeStep && (
          <TextField
            label={t('login.codeLabel')}
            hint={t('login.codeHint')}
            testId="login-code"
            value={login.code}
            onChange={(event) => login.setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        )}
        {onCodeStep && <ResendCode login={login} />}
        <div className="sign-in-actions">
          {onCodeStep && (
            <button
              type="button"
              className="sign-in-button"
              disabled={login.busy}
              onClick={login.cancel}
              data-testid="login-cancel"
            >
              {t('login.cancel')}
            </button>
          )}
          <button
            type="submit"
            className="sign-in-button primary"
            disabled={login.busy}
            data-testid={onCodeStep ? 'login-verify' : 'login-request-code'}
          >
            {onCodeStep ? t('login.verify') : t('login.requestCode')}
          </button>
        </div>
        {settings?.FacebookLoginEnabled && !onCodeStep && (
          <SocialSignIn config={config} signInCalls={signInCalls} />
        )}
        {/* Where the human check appears if it must ask something; the twin has none (docs/accounts.md). */}
        <div ref={humanCheck.container} data-testid="human-check" />
      </form>
      <SignInAlert messageKey={login.alertKey} onClose={login.closeAlert} />
    </>
  );
}

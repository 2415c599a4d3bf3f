import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { isUserType, landingRouteFor, type UserType } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Settings } from '../../api/types';
import { AlertModal } from '../../back-office/alert-modal';
import type { AppConfig } from '../../config/app-config';
import { useAppConfig } from '../../config/app-config-context';
import { LEFT_TO_RIGHT_INPUT } from '../../i18n/left-to-right';
import { useSettings } from '../../hooks/use-settings';
import { afterSignIn } from './after-sign-in';
import { CountrySelect } from './country-select';
import { preselectedCountry, showsCountrySelector } from './login-country';
import { SocialSignIn } from './social-sign-in';
import { useHumanCheck } from './use-human-check';
import { useLogin } from './use-login';
import { useSocialReturn } from './use-social-return';
import { usePageTitle } from '../../i18n/use-page-title';

export default function LoginPage() {
  const config = useAppConfig();
  usePageTitle('login.title');
  const { settings, loading } = useSettings();
  // The form starts from the settings' country, so it waits for them (a failed read shows the form anyway).
  if (loading && !settings) return <Spinner size="large" />;
  return <LoginForm settings={settings} config={config} />;
}

/** The user type of a signed-in visitor sent here from a page that is not for them (RequireSession). */
function useRefusedAs(): UserType | undefined {
  const refusedAs = (useLocation().state as { refusedAs?: unknown } | null)?.refusedAs;
  return typeof refusedAs === 'string' && isUserType(refusedAs) ? refusedAs : undefined;
}

/** Tells a signed-in visitor which account they are using and leads them to its home. */
function NotForYouNotice({ usertype }: { usertype: UserType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = landingRouteFor(usertype);
  return (
    <Alert
      type="info"
      data-testid="login-notice"
      action={
        <Button
          href={home}
          onFollow={(event) => {
            event.preventDefault();
            navigate(home);
          }}
          data-testid="login-notice-home"
        >
          {t('login.goHome')}
        </Button>
      }
    >
      {t('login.notForYou', { usertype: t(`usertype.${usertype}`) })}
    </Alert>
  );
}

/** A new code when one did not arrive: after a short wait, counted down, within the server's limit. */
function ResendCode({ login }: { login: ReturnType<typeof useLogin> }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="xs">
      <Button
        formAction="none"
        disabled={login.busy || login.resendIn > 0}
        onClick={() => void login.resendCode()}
        nativeButtonAttributes={{ 'data-testid': 'login-resend' }}
      >
        {login.resendIn > 0 ? t('login.resendIn', { seconds: login.resendIn }) : t('login.resend')}
      </Button>
      <div role="status" data-testid="login-resent">
        {login.resent && t('login.resent')}
      </div>
    </SpaceBetween>
  );
}

function LoginForm({ settings, config }: { settings: Settings | null; config: AppConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refusedAs = useRefusedAs();
  const [params] = useSearchParams();
  const humanCheck = useHumanCheck(config.humanCheck);
  const login = useLogin({
    initialCountry: preselectedCountry(settings)?.code,
    onSignedIn: (usertype) => navigate(afterSignIn(usertype, params.get('next')), { replace: true }),
    humanCheckToken: humanCheck.token,
  });
  // The provider sends the person back here; admit them as after a code (or show why not).
  useSocialReturn(Boolean(config.oauth), (outcome) =>
    'error' in outcome ? login.alert(outcome.error.messageKey) : void login.admitSignedIn(),
  );
  const onCodeStep = login.step === 'code';

  return (
    <Box padding="xxl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void login.submit();
        }}
      >
        <Form
          actions={
            onCodeStep ? (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  formAction="none"
                  disabled={login.busy}
                  onClick={login.cancel}
                  nativeButtonAttributes={{ 'data-testid': 'login-cancel' }}
                >
                  {t('login.cancel')}
                </Button>
                <Button
                  variant="primary"
                  loading={login.busy}
                  nativeButtonAttributes={{ 'data-testid': 'login-verify' }}
                >
                  {t('login.verify')}
                </Button>
              </SpaceBetween>
            ) : (
              <Button
                variant="primary"
                loading={login.busy}
                nativeButtonAttributes={{ 'data-testid': 'login-request-code' }}
              >
                {t('login.requestCode')}
              </Button>
            )
          }
        >
          <Container header={<Header variant="h1">{t('login.title')}</Header>}>
            <SpaceBetween size="l">
              {refusedAs && <NotForYouNotice usertype={refusedAs} />}
              {!settings && <Alert type="warning">{t('No Database Settings found')}</Alert>}
              {showsCountrySelector(settings) && (
                <CountrySelect value={login.country} onChange={login.setCountry} disabled={onCodeStep} />
              )}
              <FormField label={t('login.contactLabel')} constraintText={t('login.contactHint')}>
                <Input
                  value={login.contact}
                  onChange={({ detail }) => login.setContact(detail.value)}
                  disabled={onCodeStep}
                  autoComplete="username"
                  nativeInputAttributes={{ 'data-testid': 'login-contact', ...LEFT_TO_RIGHT_INPUT }}
                />
              </FormField>
              {!onCodeStep && (
                <FormField label={t('login.referralLabel')} constraintText={t('login.referralHint')}>
                  <Input
                    value={login.referralId}
                    onChange={({ detail }) => login.setReferralId(detail.value)}
                    autoComplete="off"
                    nativeInputAttributes={{ 'data-testid': 'login-referral', maxLength: 5 }}
                  />
                </FormField>
              )}
              {onCodeStep && (
                <FormField label={t('login.codeLabel')} constraintText={t('login.codeHint')}>
                  <Input
                    value={login.code}
                    onChange={({ detail }) => login.setCode(detail.value)}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    autoFocus
                    nativeInputAttributes={{ 'data-testid': 'login-code' }}
                  />
                </FormField>
              )}
              {onCodeStep && <ResendCode login={login} />}
              {settings?.FacebookLoginEnabled && !onCodeStep && <SocialSignIn config={config} />}
              {/* Where the human check appears if it must ask something; the twin has none (docs/accounts.md). */}
              <div ref={humanCheck.container} data-testid="human-check" />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      <AlertModal messageKey={login.alertKey} onClose={login.closeAlert} />
    </Box>
  );
}

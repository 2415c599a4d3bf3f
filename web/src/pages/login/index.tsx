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
import { landingRouteFor } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Settings } from '../../api/types';
import { AlertModal } from '../../back-office/alert-modal';
import type { AppConfig } from '../../config/app-config';
import { useSettings } from '../../hooks/use-settings';
import { CountrySelect } from './country-select';
import { preselectedCountry, showsCountrySelector } from './login-country';
import { SocialSignIn } from './social-sign-in';
import { useLogin } from './use-login';

export default function LoginPage({ mode }: { mode: AppConfig['mode'] }) {
  const { settings, loading } = useSettings();
  // The form starts from the settings' country, so it waits for them (a failed read shows the form anyway).
  if (loading && !settings) return <Spinner size="large" />;
  return <LoginForm settings={settings} mode={mode} />;
}

function LoginForm({ settings, mode }: { settings: Settings | null; mode: AppConfig['mode'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin({
    initialCountry: preselectedCountry(settings)?.code,
    onSignedIn: (usertype) => navigate(landingRouteFor(usertype), { replace: true }),
  });
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
                  nativeInputAttributes={{ 'data-testid': 'login-contact' }}
                />
              </FormField>
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
              {settings?.FacebookLoginEnabled && !onCodeStep && <SocialSignIn mode={mode} />}
              {/* The cloud's human check runs inside Cognito (WAF); the twin has none (docs/back-office.md). */}
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      <AlertModal messageKey={login.alertKey} onClose={login.closeAlert} />
    </Box>
  );
}

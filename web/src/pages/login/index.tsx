import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertModal } from '../../back-office/alert-modal';
import { useLogin } from './use-login';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin(() => navigate('/profile'));
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
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      <AlertModal messageKey={login.alertKey} onClose={login.closeAlert} />
    </Box>
  );
}

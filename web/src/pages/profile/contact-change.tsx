import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isEmail, isMobileNumber } from '@wayfare/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { confirmContactChange, requestContactCode, type ContactKind } from '../../api/me';
import { LEFT_TO_RIGHT_INPUT } from '../../i18n/left-to-right';

type Step = { at: 'closed' } | { at: 'contact' } | { at: 'code'; destination: string };

const formError = (kind: ContactKind, value: string): string | null => {
  if (kind === 'email') return isEmail(value) ? null : 'proper email';
  return isMobileNumber(value) ? null : 'invalid_mobile';
};

/**
 * A new e-mail or mobile for the profile (docs/security.md): type it, a code is sent to it, type
 * the code, and only then is it saved. The server answers alike for any contact until the code
 * comes back.
 */
export function ContactChange({
  kind,
  current,
  onSaved,
}: {
  kind: ContactKind;
  current: string;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ at: 'closed' });
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `contact-${kind}`;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      await action();
    } catch (error) {
      setErrorKey(error instanceof ApiError ? error.messageKey : 'errors.internal');
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setStep({ at: 'closed' });
    setValue('');
    setCode('');
    setErrorKey(null);
  };
  const send = () => {
    const typed = value.trim();
    const invalid = formError(kind, typed);
    if (invalid) return setErrorKey(invalid);
    void run(async () => {
      const { destination } = await requestContactCode(kind, typed);
      setStep({ at: 'code', destination });
    });
  };
  const confirm = () =>
    run(async () => {
      await confirmContactChange(kind, code.trim());
      close();
      await onSaved();
    });

  if (step.at === 'closed') {
    return (
      <Button
        variant="inline-link"
        formAction="none"
        onClick={() => setStep({ at: 'contact' })}
        nativeButtonAttributes={{ 'data-testid': `${id}-change` }}
      >
        {t(current ? 'profileContact.change' : 'profileContact.add')}
      </Button>
    );
  }
  return (
    <SpaceBetween size="xs">
      {step.at === 'contact' ? (
        <FormField label={t(`profileContact.new.${kind}`)} errorText={errorKey && t(errorKey)}>
          <SpaceBetween size="xs" direction="horizontal">
            <Input
              value={value}
              onChange={({ detail }) => setValue(detail.value)}
              type={kind === 'email' ? 'email' : 'text'}
              disabled={busy}
              nativeInputAttributes={{ 'data-testid': `${id}-value`, ...LEFT_TO_RIGHT_INPUT }}
            />
            <Button
              formAction="none"
              loading={busy}
              onClick={send}
              nativeButtonAttributes={{ 'data-testid': `${id}-send` }}
            >
              {t('profileContact.sendCode')}
            </Button>
          </SpaceBetween>
        </FormField>
      ) : (
        <FormField
          label={t('profileContact.code')}
          description={t('profileContact.codeSent', { destination: step.destination })}
          errorText={errorKey && t(errorKey)}
        >
          <SpaceBetween size="xs" direction="horizontal">
            <Input
              value={code}
              onChange={({ detail }) => setCode(detail.value)}
              inputMode="numeric"
              disabled={busy}
              nativeInputAttributes={{ 'data-testid': `${id}-code`, ...LEFT_TO_RIGHT_INPUT }}
            />
            <Button
              variant="primary"
              formAction="none"
              loading={busy}
              disabled={code.trim() === ''}
              onClick={() => void confirm()}
              nativeButtonAttributes={{ 'data-testid': `${id}-confirm` }}
            >
              {t('profileContact.confirm')}
            </Button>
          </SpaceBetween>
        </FormField>
      )}
      <Box>
        <Button
          variant="inline-link"
          formAction="none"
          onClick={close}
          nativeButtonAttributes={{ 'data-testid': `${id}-cancel` }}
        >
          {t('profileContact.cancel')}
        </Button>
      </Box>
    </SpaceBetween>
  );
}

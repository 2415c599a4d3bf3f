import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { LOGIN_ERROR_KEY, requestCode, verifyCode } from '../../api/auth';
import { checkCode, checkContact } from './login-validation';

export type LoginStep = 'contact' | 'code';

const messageKeyOf = (error: unknown): string =>
  error instanceof ApiError ? error.messageKey : LOGIN_ERROR_KEY;

/** The passwordless sign-in flow: contact → code → signed in, with the error shown in one alert. */
export function useLogin(onSignedIn: () => void) {
  const [step, setStep] = useState<LoginStep>('contact');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const backToStart = () => {
    setStep('contact');
    setCode('');
  };

  const submitContact = async () => {
    const checked = checkContact(contact);
    if ('messageKey' in checked) return setAlertKey(checked.messageKey);
    setBusy(true);
    try {
      await requestCode(checked.username);
      setStep('code');
    } catch (error) {
      setAlertKey(messageKeyOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async () => {
    const codeError = checkCode(code);
    if (codeError) return setAlertKey(codeError);
    setBusy(true);
    try {
      if ((await verifyCode(code.trim())) === 'signed-in') return onSignedIn();
      setCode('');
      setAlertKey('invalid code');
    } catch (error) {
      // The challenge is over (attempts used up or code expired): a new code is needed.
      backToStart();
      setAlertKey(messageKeyOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    contact,
    code,
    busy,
    alertKey,
    setContact,
    setCode,
    submit: step === 'contact' ? submitContact : submitCode,
    cancel: backToStart,
    closeAlert: () => setAlertKey(null),
  };
}

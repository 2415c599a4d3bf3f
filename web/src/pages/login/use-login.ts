import { useState } from 'react';
import { isUserType, validateLoginCode, validateLoginContact, type UserType } from '@wayfare/shared';
import { ApiError } from '../../api/api-error';
import { LOGIN_ERROR_KEY, requestCode, signOut, verifyCode, type CodeRequestOptions } from '../../api/auth';
import { getMe } from '../../api/me';

export type LoginStep = 'contact' | 'code';

/** The message 'not logged in' is not an error worth an alert (SPEC §8). */
const IGNORED_KEY = 'not logged in';

const messageKeyOf = (error: unknown): string =>
  error instanceof ApiError ? error.messageKey : LOGIN_ERROR_KEY;

/**
 * Who may stay signed in (SPEC §4): a profile must exist, its usertype must be known and a driver
 * must be approved. Returns the alert key that ends the session, or the user type.
 */
async function admittedUserType(): Promise<{ usertype: UserType } | { refusal: string }> {
  const me = await getMe();
  if (!me) return { refusal: 'user issue contact admin' };
  if (!isUserType(me.usertype)) return { refusal: 'not valid user type' };
  if (me.usertype === 'driver' && !me.approved) return { refusal: 'require approval' };
  return { usertype: me.usertype };
}

/** The human check refused or could not run: the request is not sent (SPEC §2). */
const HUMAN_CHECK_FAILED = 'human_check_failed';

/**
 * The passwordless sign-in flow: contact → code → signed in, with any error shown in one alert.
 * `humanCheckToken` (cloud, when configured) gets the widget's token for each mobile request.
 */
export function useLogin({
  initialCountry,
  onSignedIn,
  humanCheckToken,
}: {
  initialCountry: string | undefined;
  onSignedIn: (usertype: UserType) => void;
  humanCheckToken?: () => Promise<string>;
}) {
  const [step, setStep] = useState<LoginStep>('contact');
  const [country, setCountry] = useState(initialCountry);
  const [contact, setContact] = useState('');
  const [referralId, setReferralId] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const alert = (key: string) => setAlertKey(key === IGNORED_KEY ? null : key);
  const backToStart = () => {
    setStep('contact');
    setCode('');
  };

  const submitContact = async () => {
    const checked = validateLoginContact({ country, contact });
    if (!checked.ok) return alert(checked.failures[0]!.messageKey);
    setBusy(true);
    try {
      const options: CodeRequestOptions = referralId.trim() ? { referralId } : {};
      if (checked.value.kind === 'mobile' && humanCheckToken) {
        const token = await humanCheckToken().catch(() => undefined);
        if (!token) return alert(HUMAN_CHECK_FAILED);
        options.humanCheckToken = token;
      }
      await requestCode(checked.value, options);
      setStep('code');
    } catch (error) {
      alert(messageKeyOf(error));
    } finally {
      setBusy(false);
    }
  };

  const admit = async () => {
    const admitted = await admittedUserType();
    if ('usertype' in admitted) return onSignedIn(admitted.usertype);
    await signOut().catch(() => undefined);
    backToStart();
    alert(admitted.refusal);
  };

  const submitCode = async () => {
    const checked = validateLoginCode(code.trim());
    if (!checked.ok) return alert(checked.failures[0]!.messageKey);
    setBusy(true);
    try {
      if ((await verifyCode(checked.value)) === 'signed-in') return await admit();
      setCode('');
      alert('invalid code');
    } catch (error) {
      // The challenge is over (attempts used up or code expired): a new code is needed.
      backToStart();
      alert(messageKeyOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    country,
    contact,
    referralId,
    code,
    busy,
    alertKey,
    setCountry,
    setContact,
    setReferralId,
    setCode,
    submit: step === 'contact' ? submitContact : submitCode,
    /** After a social sign-in: the same admission as after a code. */
    admitSignedIn: async () => {
      setBusy(true);
      try {
        await admit();
      } catch (error) {
        alert(messageKeyOf(error));
      } finally {
        setBusy(false);
      }
    },
    alert,
    cancel: backToStart,
    closeAlert: () => setAlertKey(null),
  };
}

import { useState } from 'react';
import { isUserType, validateLoginCode, validateLoginContact, type UserType } from '@wayfare/shared';
import { ApiError, LOGIN_ERROR_KEY } from '../../api/api-error';
import type { CodeRequestOptions } from '../../api/auth';
import { getMe } from '../../api/me';
import type { SignInCalls } from './sign-in-calls';
import { useCountdown } from './use-countdown';

export type LoginStep = 'contact' | 'code';

/** The message 'not logged in' is not an error worth an alert (product.md §8). */
const IGNORED_KEY = 'not logged in';

const messageKeyOf = (error: unknown): string =>
  error instanceof ApiError ? error.messageKey : LOGIN_ERROR_KEY;

/**
 * Who may stay signed in (product.md §4): a profile must exist, its usertype must be known and a driver
 * must be approved. Returns the alert key that ends the session, or the user type.
 */
async function admittedUserType(): Promise<{ usertype: UserType } | { refusal: string }> {
  const me = await getMe();
  if (!me) return { refusal: 'user issue contact admin' };
  if (!isUserType(me.usertype)) return { refusal: 'not valid user type' };
  if (me.usertype === 'driver' && !me.approved) return { refusal: 'require approval' };
  return { usertype: me.usertype };
}

/**
 * Seconds before another code may be asked for. With the server's limit of 5 codes per contact
 * an hour (docs/accounts.md), a person who cannot find a code still has a few more tries.
 */
export const RESEND_CODE_AFTER_SECONDS = 30;

/** The human check refused or could not run: the request is not sent (product.md §2). */
const HUMAN_CHECK_FAILED = 'human_check_failed';

/**
 * The passwordless sign-in flow: contact → code → signed in, with any error shown in one alert.
 * `humanCheckToken` (cloud, when configured) gets the widget's token for each mobile request.
 * `signInCalls`: Amplify's sign-in calls, which the form does not wait for (sign-in-calls.ts).
 */
export function useLogin({
  initialCountry,
  onSignedIn,
  humanCheckToken,
  signInCalls,
}: {
  initialCountry: string | undefined;
  onSignedIn: (usertype: UserType) => void;
  humanCheckToken?: () => Promise<string>;
  signInCalls: () => Promise<SignInCalls>;
}) {
  const [step, setStep] = useState<LoginStep>('contact');
  const [country, setCountry] = useState(initialCountry);
  const [contact, setContact] = useState('');
  const [referralId, setReferralId] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const resendWait = useCountdown();

  const alert = (key: string) => setAlertKey(key === IGNORED_KEY ? null : key);
  const backToStart = () => {
    setStep('contact');
    setCode('');
    setResent(false);
  };

  /** Asks the server for a code to the contact; true once it is on its way. */
  const sendCode = async (): Promise<boolean> => {
    const checked = validateLoginContact({ country, contact });
    if (!checked.ok) {
      alert(checked.failures[0]!.messageKey);
      return false;
    }
    setBusy(true);
    try {
      const options: CodeRequestOptions = referralId.trim() ? { referralId } : {};
      if (checked.value.kind === 'mobile' && humanCheckToken) {
        const token = await humanCheckToken().catch(() => undefined);
        if (!token) {
          alert(HUMAN_CHECK_FAILED);
          return false;
        }
        options.humanCheckToken = token;
      }
      await (await signInCalls()).requestCode(checked.value, options);
      resendWait.start(RESEND_CODE_AFTER_SECONDS);
      return true;
    } catch (error) {
      alert(messageKeyOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submitContact = async () => {
    if (await sendCode()) setStep('code');
  };

  /** A new code in place of one that did not arrive; a refusal ('too_many_codes') starts over. */
  const resendCode = async () => {
    setResent(false);
    setCode('');
    if (await sendCode()) setResent(true);
    else backToStart();
  };

  const admit = async () => {
    const admitted = await admittedUserType();
    if ('usertype' in admitted) return onSignedIn(admitted.usertype);
    await signInCalls()
      .then(({ signOut }) => signOut())
      .catch(() => undefined);
    backToStart();
    alert(admitted.refusal);
  };

  const submitCode = async () => {
    const checked = validateLoginCode(code.trim());
    if (!checked.ok) return alert(checked.failures[0]!.messageKey);
    setBusy(true);
    try {
      if ((await (await signInCalls()).verifyCode(checked.value)) === 'signed-in') return await admit();
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
    resendCode,
    /** Seconds until a new code may be asked for; 0 when it may. */
    resendIn: resendWait.secondsLeft,
    /** A new code was sent on request. */
    resent,
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

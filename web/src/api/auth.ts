import { Hub } from 'aws-amplify/utils';
import {
  confirmSignIn,
  fetchAuthSession,
  signIn,
  signInWithRedirect,
  signOut as amplifySignOut,
  signUp,
} from 'aws-amplify/auth';
import {
  isMessageKey,
  normaliseReferralId,
  providerErrorText,
  REFERRAL_METADATA_KEY,
  type LoginContact,
} from '@wayfare/shared';
import type { SocialProvider } from '../config/app-config';
import { ApiError } from './api-error';
import { currentSession } from './session';

/** The spec's key for any sign-in failure without a more specific message (SPEC §8). */
export const LOGIN_ERROR_KEY = 'login error';

const CUSTOM_CHALLENGE = 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE';

/**
 * Cognito wraps an error thrown by a trigger as `<Trigger> failed with error <key>.`, and the
 * backend's triggers throw message keys ('require approval', `too_many_codes` …, docs/accounts.md).
 */
const TRIGGER_MESSAGE = /failed with error (.+?)\.?$/;

export function backendMessageKey(message: string): string | undefined {
  // The hosted UI's error_description may end in a space after the trigger's full stop.
  const fromTrigger = TRIGGER_MESSAGE.exec(message.trim())?.[1];
  if (fromTrigger) return fromTrigger;
  return isMessageKey(message) ? message : undefined;
}

type LoginStage = 'request' | 'verify';

/**
 * SPEC §8: a message key the backend sent wins; a failed code request shows the provider's own
 * 'code: message'; anything else at verification is the generic 'login error'.
 */
function toLoginError(error: unknown, stage: LoginStage): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : 'AuthError';
  const message = error instanceof Error ? error.message : String(error);
  const key = backendMessageKey(message);
  if (key) return new ApiError(name, key, { cause: error });
  if (stage === 'request') return new ApiError(name, providerErrorText(name, message), { cause: error });
  return new ApiError(name, LOGIN_ERROR_KEY, { cause: error });
}

async function asLoginStep<T>(stage: LoginStage, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toLoginError(error, stage);
  }
}

const signInNameOf = (contact: LoginContact): string =>
  contact.kind === 'email' ? contact.email : contact.phoneNumber;

export interface CodeRequestOptions {
  /** The human-check widget's token; only a mobile request carries one (SPEC §2). */
  humanCheckToken?: string;
  /** A referral id the visitor typed; used only when the contact is new (a sign-up). */
  referralId?: string;
}

/**
 * The channel tells the backend to send the code by SMS or by e-mail. Cognito hands this metadata
 * to the PreAuthentication trigger only (docs/accounts.md), which checks the token and records the channel.
 */
const startCustomAuth = (contact: LoginContact, { humanCheckToken }: CodeRequestOptions) =>
  signIn({
    username: signInNameOf(contact),
    options: {
      authFlowType: 'CUSTOM_WITHOUT_SRP',
      clientMetadata: {
        channel: contact.kind === 'email' ? 'email' : 'sms',
        ...(humanCheckToken ? { humanCheckToken } : {}),
      },
    },
  });

/**
 * The pool is passwordless, but Cognito's SignUp requires a password: a long random one that nobody
 * ever learns or uses.
 */
export function unusablePassword(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
) {
  const hex = Array.from(random(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  // Upper, lower, digit and symbol, so any password policy the pool might have is met.
  return `Aa1!${hex}`;
}

/** A sign-up refused because the contact already has an account: that account signs in instead. */
const ALREADY_REGISTERED = /failed with error user exists\.?$|^(AliasExists|UsernameExists)Exception$/;

const alreadyRegistered = (error: unknown): boolean =>
  error instanceof Error && (ALREADY_REGISTERED.test(error.message) || ALREADY_REGISTERED.test(error.name));

/** Usernames are opaque ids; the contact becomes the e-mail or phone alias (docs/architecture.md). */
async function registerContact(contact: LoginContact, referralId: string | undefined): Promise<void> {
  await signUp({
    username: crypto.randomUUID(),
    password: unusablePassword(),
    options: {
      userAttributes:
        contact.kind === 'email' ? { email: contact.email } : { phone_number: contact.phoneNumber },
      // PreSignUp refuses an id nobody holds ('invalid_referral'); PostConfirmation records the referrer.
      ...(referralId ? { clientMetadata: { [REFERRAL_METADATA_KEY]: referralId } } : {}),
    },
  });
}

/**
 * Starts passwordless sign-in: the backend sends a one-time code to the mobile number or e-mail.
 * Sign-in answers every contact alike, account or not (docs/security.md), so the contact is signed
 * up first: a first-time rider gets in the same way, and a contact that has an account already is
 * refused sign-up and simply signs in.
 */
export async function requestCode(contact: LoginContact, options: CodeRequestOptions = {}): Promise<void> {
  // Amplify refuses a new sign-in while a session exists; asking for a code means switching account.
  if (await currentSession()) await amplifySignOut();
  const { nextStep } = await asLoginStep('request', async () => {
    await registerContact(contact, normaliseReferralId(options.referralId)).catch((error: unknown) => {
      if (!alreadyRegistered(error)) throw error;
    });
    return startCustomAuth(contact, options);
  });
  if (nextStep.signInStep !== CUSTOM_CHALLENGE) {
    throw new ApiError(`Unexpected${nextStep.signInStep}`, LOGIN_ERROR_KEY);
  }
}

export type VerifyResult = 'signed-in' | 'wrong-code';

/**
 * Answers the code challenge. A wrong code leaves the challenge open (the backend allows a few
 * attempts); once they are used up or the code expires, Cognito fails and this throws.
 */
export async function verifyCode(code: string): Promise<VerifyResult> {
  const { nextStep } = await asLoginStep('verify', () => confirmSignIn({ challengeResponse: code }));
  if (nextStep.signInStep === 'DONE') return 'signed-in';
  if (nextStep.signInStep === CUSTOM_CHALLENGE) return 'wrong-code';
  throw new ApiError(`Unexpected${nextStep.signInStep}`, LOGIN_ERROR_KEY);
}

/** Leaves for the provider's sign-in page (cloud only: the user pool federates the providers). */
export async function signInWithProvider(provider: SocialProvider): Promise<void> {
  // A code sign-in of another account may still be active on this device.
  if (await currentSession()) await amplifySignOut();
  await asLoginStep('verify', () => signInWithRedirect({ provider }));
}

export type SocialOutcome = { signedIn: true } | { error: ApiError };

/** The hosted UI reports a refused sign-in (a trigger's key, a cancel) in the redirect's query. */
function redirectError(search: string): ApiError | undefined {
  const params = new URLSearchParams(search);
  const description = params.get('error_description') ?? params.get('error');
  return description ? toLoginError(new Error(description), 'verify') : undefined;
}

/** A session whose ID token names an identity provider came from a social sign-in. */
async function hasSocialSession(): Promise<boolean> {
  // Parks while Amplify is still exchanging the provider's code for tokens.
  const { tokens } = await fetchAuthSession();
  return Boolean(tokens?.idToken?.payload.identities);
}

/**
 * The end of a social sign-in, on the page the provider redirected back to. Amplify's OAuth
 * listener finishes the redirect by itself and announces it on the Hub; the page may open after
 * that announcement, so the redirect's query and the session are checked too. Reports at most once.
 */
export function watchSocialSignIn(report: (outcome: SocialOutcome) => void, search: string): () => void {
  let open = true;
  const once = (outcome: SocialOutcome) => {
    if (!open) return;
    open = false;
    report(outcome);
  };
  const stop = Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') once({ signedIn: true });
    if (payload.event === 'signInWithRedirect_failure') {
      once({ error: toLoginError(payload.data?.error, 'verify') });
    }
  });
  const failed = redirectError(search);
  if (failed) once({ error: failed });
  else
    void hasSocialSession()
      .then((social) => social && once({ signedIn: true }))
      .catch(() => undefined);
  return () => {
    open = false;
    stop();
  };
}

/** Ends the session on this device; local tokens are cleared even when revoking them fails. */
export async function signOut(): Promise<void> {
  await asLoginStep('verify', () => amplifySignOut());
}

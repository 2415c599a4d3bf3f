import {
  confirmSignIn,
  signIn,
  signInWithRedirect,
  signOut as amplifySignOut,
  signUp,
} from 'aws-amplify/auth';
import { isMessageKey, providerErrorText, type LoginContact } from '@wayfare/shared';
import { ApiError } from './api-error';
import { currentSession } from './session';

/** The spec's key for any sign-in failure without a more specific message (SPEC §8). */
export const LOGIN_ERROR_KEY = 'login error';

const CUSTOM_CHALLENGE = 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE';
const USER_NOT_FOUND = 'UserNotFoundException';

/**
 * Cognito wraps an error thrown by a trigger as `<Trigger> failed with error <key>.`, and the
 * backend's triggers throw message keys ('require approval', `too_many_codes` …, docs/accounts.md).
 */
const TRIGGER_MESSAGE = /failed with error (.+?)\.?$/;

export function backendMessageKey(message: string): string | undefined {
  const fromTrigger = TRIGGER_MESSAGE.exec(message)?.[1];
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

/** The channel tells the backend to send the code by SMS or by e-mail. */
const startCustomAuth = (contact: LoginContact) =>
  signIn({
    username: signInNameOf(contact),
    options: {
      authFlowType: 'CUSTOM_WITHOUT_SRP',
      clientMetadata: { channel: contact.kind === 'email' ? 'email' : 'sms' },
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

/** Usernames are opaque ids; the contact becomes the e-mail or phone alias (docs/architecture.md). */
async function registerContact(contact: LoginContact): Promise<void> {
  await signUp({
    username: crypto.randomUUID(),
    password: unusablePassword(),
    options: {
      userAttributes:
        contact.kind === 'email' ? { email: contact.email } : { phone_number: contact.phoneNumber },
    },
  });
}

/**
 * Starts passwordless sign-in: the backend sends a one-time code to the mobile number or e-mail.
 * A contact nobody has used yet is signed up first, so a first-time rider gets in the same way.
 */
export async function requestCode(contact: LoginContact): Promise<void> {
  // Amplify refuses a new sign-in while a session exists; asking for a code means switching account.
  if (await currentSession()) await amplifySignOut();
  const { nextStep } = await asLoginStep('request', async () => {
    try {
      return await startCustomAuth(contact);
    } catch (error) {
      if (!(error instanceof Error) || error.name !== USER_NOT_FOUND) throw error;
      await registerContact(contact);
      return startCustomAuth(contact);
    }
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

export const SOCIAL_PROVIDERS = ['Google', 'Facebook', 'Apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Leaves for the provider's sign-in page (cloud only: the user pool federates the providers). */
export async function signInWithProvider(provider: SocialProvider): Promise<void> {
  await asLoginStep('verify', () => signInWithRedirect({ provider }));
}

/** Ends the session on this device; local tokens are cleared even when revoking them fails. */
export async function signOut(): Promise<void> {
  await asLoginStep('verify', () => amplifySignOut());
}

import { Hub } from 'aws-amplify/utils';
import {
  confirmSignIn,
  fetchAuthSession,
  signIn,
  signInWithRedirect,
  signOut as amplifySignOut,
} from 'aws-amplify/auth';
import {
  isMessageKey,
  normaliseReferralId,
  providerErrorText,
  REFERRAL_METADATA_KEY,
  SIGN_UP_CODE_METADATA_KEY,
  type LoginContact,
} from '@wayfare/shared';
import type { SocialProvider } from '../config/app-config';
import { ApiError, LOGIN_ERROR_KEY } from './api-error';
import { currentSession } from './session';

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
 * The per-network limit on code requests (docs/security.md): the web ACL's block reaches the
 * client as Cognito's `ForbiddenException`, the twin's the same; `LimitExceededException` is
 * Cognito's own request throttling.
 */
const RATE_LIMITED = new Set(['ForbiddenException', 'LimitExceededException']);

/**
 * product.md §8: a message key the backend sent wins; a failed code request shows the provider's own
 * 'code: message'; anything else at verification is the generic 'login error'.
 */
function toLoginError(error: unknown, stage: LoginStage): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : 'AuthError';
  const message = error instanceof Error ? error.message : String(error);
  const key = RATE_LIMITED.has(name) ? 'too_many_requests' : backendMessageKey(message);
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
  /** The human-check widget's token; only a mobile request carries one (product.md §2). */
  humanCheckToken?: string;
  /** A referral id the visitor typed; used only when the contact is new (a sign-up). */
  referralId?: string;
}

/**
 * The code sign-in's ClientMetadata: the channel (SMS or e-mail) the code goes by, the human-check
 * token of a mobile request, and a typed referral id. Cognito hands InitiateAuth's metadata to the
 * PreAuthentication trigger only (docs/accounts.md), which checks all three.
 */
function codeMetadata(contact: LoginContact, { humanCheckToken, referralId }: CodeRequestOptions) {
  const referral = normaliseReferralId(referralId);
  return {
    channel: contact.kind === 'email' ? 'email' : 'sms',
    ...(humanCheckToken ? { humanCheckToken } : {}),
    ...(referral ? { [REFERRAL_METADATA_KEY]: referral } : {}),
  } as Record<string, string>;
}

const startCustomAuth = (contact: LoginContact, clientMetadata: Record<string, string>) =>
  signIn({
    username: signInNameOf(contact),
    options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata },
  });

function expectCodeChallenge({ signInStep }: { signInStep: string }): void {
  if (signInStep !== CUSTOM_CHALLENGE) throw new ApiError(`Unexpected${signInStep}`, LOGIN_ERROR_KEY);
}

/** The sign-in waiting for its code: a first code that makes the account signs in again with it. */
let pending: { contact: LoginContact; metadata: Record<string, string> } | undefined;

/**
 * Starts passwordless sign-in: the backend sends a one-time code to the mobile number or e-mail.
 * Sign-in answers every contact alike, account or not (docs/security.md); for a contact with no
 * account, entering the code makes it, so a first-time rider gets in the same way.
 */
export async function requestCode(contact: LoginContact, options: CodeRequestOptions = {}): Promise<void> {
  // Amplify refuses a new sign-in while a session exists; asking for a code means switching account.
  if (await currentSession()) await amplifySignOut();
  const metadata = codeMetadata(contact, options);
  const { nextStep } = await asLoginStep('request', () => startCustomAuth(contact, metadata));
  expectCodeChallenge(nextStep);
  pending = { contact, metadata };
}

export type VerifyResult = 'signed-in' | 'wrong-code';

/** The backend's answer to a first code that made the contact's account (docs/security.md). */
const ACCOUNT_CREATED = 'account_created';

async function answerChallenge(code: string, clientMetadata?: Record<string, string>): Promise<VerifyResult> {
  const { nextStep } = await asLoginStep('verify', () =>
    confirmSignIn({ challengeResponse: code, options: { clientMetadata } }),
  );
  if (nextStep.signInStep === 'DONE') return 'signed-in';
  if (nextStep.signInStep === CUSTOM_CHALLENGE) return 'wrong-code';
  throw new ApiError(`Unexpected${nextStep.signInStep}`, LOGIN_ERROR_KEY);
}

/**
 * Answers the code challenge. A wrong code leaves the challenge open (the backend allows a few
 * attempts); once they are used up or the code expires, Cognito fails and this throws. A new
 * contact's right code makes its account and ends that round ('account_created'): the same code
 * then signs in, in a second round that carries it, and no new code is sent.
 */
export async function verifyCode(code: string): Promise<VerifyResult> {
  const result = await answerOrSignUp(code);
  if (result === 'signed-in') pending = undefined;
  return result;
}

async function answerOrSignUp(code: string): Promise<VerifyResult> {
  try {
    return await answerChallenge(code, pending?.metadata);
  } catch (error) {
    if (!(error instanceof ApiError && error.messageKey === ACCOUNT_CREATED && pending)) throw error;
    const { contact, metadata } = pending;
    // The human check's token was spent on the first round; the code stands in for it.
    const { humanCheckToken: _spent, ...kept } = metadata;
    const { nextStep } = await asLoginStep('verify', () =>
      startCustomAuth(contact, { ...kept, [SIGN_UP_CODE_METADATA_KEY]: code }),
    );
    expectCodeChallenge(nextStep);
    return answerChallenge(code);
  }
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

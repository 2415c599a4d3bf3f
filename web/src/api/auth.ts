import { confirmSignIn, signIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { ApiError } from './api-error';
import { currentSession } from './session';

/** The spec's key for any sign-in failure without a more specific message (SPEC §8). */
export const LOGIN_ERROR_KEY = 'login error';

const CUSTOM_CHALLENGE = 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE';

/** Amplify's AuthError carries the Cognito exception as `name`; pages only need the spec's key. */
async function asLoginStep<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const errorType = error instanceof Error ? error.name : 'AuthError';
    throw new ApiError(errorType, LOGIN_ERROR_KEY, { cause: error });
  }
}

/** Starts passwordless sign-in: the backend sends a one-time code to the mobile number or e-mail. */
export async function requestCode(contact: string): Promise<void> {
  // Amplify refuses a new sign-in while a session exists; asking for a code means switching account.
  if (await currentSession()) await amplifySignOut();
  const { nextStep } = await asLoginStep(() =>
    signIn({ username: contact, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } }),
  );
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
  const { nextStep } = await asLoginStep(() => confirmSignIn({ challengeResponse: code }));
  if (nextStep.signInStep === 'DONE') return 'signed-in';
  if (nextStep.signInStep === CUSTOM_CHALLENGE) return 'wrong-code';
  throw new ApiError(`Unexpected${nextStep.signInStep}`, LOGIN_ERROR_KEY);
}

export async function signOut(): Promise<void> {
  await asLoginStep(() => amplifySignOut());
}

import type { OtpChannel } from './otp-channel';

/** How a sign-in started: the channel asked for, and whether it carries a new account's proof. */
export interface SignInStart {
  channel: OtpChannel;
  /** The request carried the code that made the account (sign-up-proofs.ts): no new code is sent. */
  proven: boolean;
}

/**
 * How a sign-in started. Cognito hands InitiateAuth's ClientMetadata only to PreAuthentication
 * (as `validationData`), never to Define/CreateAuthChallenge, so PreAuthentication writes the start
 * down here and CreateAuthChallenge reads it moments later.
 */
export interface SignInAttempts {
  /** Remembers the start of the sign-in `username` begins at `now` (epoch ms); a newer start replaces it. */
  record(username: string, start: SignInStart, now: number): Promise<void>;
  /** The start of the user's sign-in begun less than SIGN_IN_ATTEMPT_TTL_MS before `now`, if any. */
  startOf(username: string, now: number): Promise<SignInStart | undefined>;
}

/** Long enough to reach CreateAuthChallenge, which runs within the same InitiateAuth call. */
export const SIGN_IN_ATTEMPT_TTL_MS = 5 * 60_000;

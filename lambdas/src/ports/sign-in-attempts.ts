import type { OtpChannel } from './otp-channel';

/**
 * The channel a sign-in was started with. Cognito hands InitiateAuth's ClientMetadata only to
 * PreAuthentication (as `validationData`), never to Define/CreateAuthChallenge, so PreAuthentication
 * writes the choice down here and CreateAuthChallenge reads it moments later.
 */
export interface SignInAttempts {
  /** Remembers `channel` for the sign-in `username` starts at `now` (epoch ms); a newer start replaces it. */
  record(username: string, channel: OtpChannel, now: number): Promise<void>;
  /** The channel of the user's sign-in started less than SIGN_IN_ATTEMPT_TTL_MS before `now`, if any. */
  channelFor(username: string, now: number): Promise<OtpChannel | undefined>;
}

/** Long enough to reach CreateAuthChallenge, which runs within the same InitiateAuth call. */
export const SIGN_IN_ATTEMPT_TTL_MS = 5 * 60_000;

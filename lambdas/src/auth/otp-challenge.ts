/**
 * Pure rules of the one-time-code challenge shared by the Create and Verify triggers.
 * A code lives for OTP_TTL_MS; within that time every retry of the same sign-in reuses it, so a
 * mistyped code costs the user one attempt, not another SMS.
 */
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import type { OtpChannel } from '../ports/otp-channel';
import { codesMatch, hashCode, type CodeGenerator } from './otp-code';
import {
  chooseOtpDestination,
  destinationFor,
  isOtpChannel,
  maskDestination,
  type OtpDestination,
} from './otp-channel';

export const OTP_CHALLENGE = 'CUSTOM_CHALLENGE';
export const OTP_TTL_MS = 5 * 60_000;
export const MAX_OTP_ATTEMPTS = 3;

/** The attempts so far in this sign-in, as Cognito hands them to each trigger. */
export type ChallengeSession = Readonly<DefineAuthChallengeTriggerEvent['request']['session']>;

type StringMap = Readonly<Record<string, string>>;

export interface IssuedOtp {
  channel: OtpChannel;
  code: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface OtpChallengePlan {
  otp: IssuedOtp;
  destination: OtpDestination;
  /** True when the code is new and must be delivered; false when a retry reuses the last one. */
  mustSend: boolean;
}

/**
 * Cognito keeps challengeMetadata server-side and shows it only to the triggers, in the session
 * history of the next attempt; that is how a retry finds the code it reuses.
 */
export function toChallengeMetadata({ channel, code, expiresAt }: IssuedOtp): string {
  return `OTP-${channel}-${expiresAt}-${code}`;
}

const METADATA = /^OTP-(sms|email)-(\d+)-(\d+)$/;

export function fromChallengeMetadata(metadata: string | undefined): IssuedOtp | undefined {
  const match = metadata ? METADATA.exec(metadata) : null;
  if (!match || !isOtpChannel(match[1])) return undefined;
  return { channel: match[1], expiresAt: Number(match[2]), code: match[3] };
}

/** The code the previous attempt of this sign-in answered, expired or not. */
export function lastIssuedOtp(session: ChallengeSession): IssuedOtp | undefined {
  const last = session.at(-1);
  return last?.challengeName === OTP_CHALLENGE ? fromChallengeMetadata(last.challengeMetadata) : undefined;
}

function lastUnexpiredOtp(session: ChallengeSession, now: number): IssuedOtp | undefined {
  const otp = lastIssuedOtp(session);
  return otp && now < otp.expiresAt ? otp : undefined;
}

/** Reuse the code of this sign-in while it lives; otherwise issue a new one. Undefined: no contact to send to. */
export function planOtpChallenge(input: {
  session: ChallengeSession;
  userAttributes: StringMap;
  requestedChannel?: string;
  now: number;
  generateCode: CodeGenerator;
}): OtpChallengePlan | undefined {
  const previous = lastUnexpiredOtp(input.session, input.now);
  const previousDestination = previous && destinationFor(input.userAttributes, previous.channel);
  if (previous && previousDestination)
    return { otp: previous, destination: previousDestination, mustSend: false };

  const destination = chooseOtpDestination(input.userAttributes, input.requestedChannel);
  if (!destination) return undefined;
  const otp = { channel: destination.channel, code: input.generateCode(), expiresAt: input.now + OTP_TTL_MS };
  return { otp, destination, mustSend: true };
}

/** The code and its expiry stay private; the client learns only where the code went. */
export function toChallengeResponse({ otp, destination }: OtpChallengePlan) {
  return {
    publicChallengeParameters: { channel: otp.channel, destination: maskDestination(destination) },
    privateChallengeParameters: { code: otp.code, expiresAt: String(otp.expiresAt) },
    challengeMetadata: toChallengeMetadata(otp),
  };
}

export type OtpVerdict = 'correct' | 'wrong' | 'expired';

export function judgeOtpAnswer(input: {
  privateParameters: StringMap;
  answer: string;
  now: number;
}): OtpVerdict {
  // A sign-up proof's challenge carries the code's hash (docs/security.md), every other the code.
  const { code, codeHash, expiresAt } = input.privateParameters;
  const expiry = Number(expiresAt);
  if (!(code || codeHash) || !Number.isFinite(expiry)) return 'wrong';
  if (input.now >= expiry) return 'expired';
  const matches = code ? codesMatch(code, input.answer) : codesMatch(codeHash!, hashCode(input.answer));
  return matches ? 'correct' : 'wrong';
}

/**
 * Sign-ins in progress between InitiateAuth and the last RespondToAuthChallenge. Each Session
 * string is single-use and, like Cognito's default, valid for three minutes.
 */
import { randomBytes } from 'node:crypto';
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { notAuthorized } from './cognito-error';

export const CHALLENGE_SESSION_TTL_MS = 3 * 60_000;

export interface PendingChallenge {
  username: string;
  /** The sign-in name as typed, when no user has it (the challenge's username is made up). */
  unknownName?: string;
  challengeName: string;
  history: DefineAuthChallengeTriggerEvent['request']['session'];
  privateChallengeParameters: Record<string, string>;
  challengeMetadata?: string;
}

export class ChallengeSessions {
  private readonly pending = new Map<string, PendingChallenge & { expiresAt: number }>();

  constructor(private readonly clock: () => number) {}

  open(challenge: PendingChallenge): string {
    const now = this.clock();
    for (const [token, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(token);
    const token = randomBytes(48).toString('base64url');
    this.pending.set(token, { ...challenge, expiresAt: now + CHALLENGE_SESSION_TTL_MS });
    return token;
  }

  take(token: string): PendingChallenge {
    const entry = this.pending.get(token);
    this.pending.delete(token);
    if (!entry || entry.expiresAt <= this.clock()) throw notAuthorized('Invalid session for the user.');
    const { expiresAt: _expiresAt, ...challenge } = entry;
    return challenge;
  }
}

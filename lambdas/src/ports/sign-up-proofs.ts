/**
 * A new contact's first code, kept between the two rounds of its first sign-in: Cognito cannot
 * issue tokens in the round that made the account (no user yet), so the next round takes the same
 * code again instead of sending another (docs/security.md, "Sign-up by code").
 */
export interface SignUpProof {
  /** The code's hash (otp-code.ts `hashCode`), never the code. */
  codeHash: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface SignUpProofs {
  /** Keeps the proof of `contact`; a newer proof replaces it. */
  keep(contact: string, proof: SignUpProof): Promise<void>;
  /** The unexpired proof of `contact`, left in place. */
  peek(contact: string, now: number): Promise<SignUpProof | undefined>;
  /** Takes the unexpired proof of `contact`, once (a conditional delete). */
  take(contact: string, now: number): Promise<SignUpProof | undefined>;
}

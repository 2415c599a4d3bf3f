/**
 * Cognito Lambda triggers of the user pool, each a handler module under `lambdas/src/auth`.
 * The CDK auth stack wires them to the user pool; the local twin's Cognito endpoint invokes them.
 */
export const cognitoTriggers = {
  preSignUp: 'auth/pre-sign-up.ts',
  postConfirmation: 'auth/post-confirmation.ts',
  preAuthentication: 'auth/pre-authentication.ts',
  defineAuthChallenge: 'auth/define-auth-challenge.ts',
  createAuthChallenge: 'auth/create-auth-challenge.ts',
  verifyAuthChallengeResponse: 'auth/verify-auth-challenge.ts',
} as const;

export type CognitoTrigger = keyof typeof cognitoTriggers;

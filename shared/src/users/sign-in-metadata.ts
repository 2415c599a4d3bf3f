/**
 * ClientMetadata keys the web sends with a code sign-in and the Cognito triggers read
 * (docs/accounts.md): the referral id a new rider typed, and on a new account's second round the
 * code that made it (docs/security.md, "Sign-up by code").
 */
export const REFERRAL_METADATA_KEY = 'referralId';
export const SIGN_UP_CODE_METADATA_KEY = 'signUpCode';

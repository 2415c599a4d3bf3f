/**
 * Per-client request limits, the same in the cloud (AWS WAF rate-based rules) and on the twin.
 *
 * Sign-in codes (issue 19, item 14): besides each contact's five codes an hour, one network address
 * may ask for at most `requests` codes (InitiateAuth calls) in `windowSeconds`. That stops one
 * machine from spraying codes at many contacts (SMS pumping), while a household, an office or a
 * carrier's shared address signing people in stays far below it; so does the city simulation
 * (about 30 sign-ins a minute from one address) and the test suite.
 */
export const SIGN_IN_CODE_LIMIT = {
  requests: 100,
  /** One of WAF's evaluation windows: 60, 120, 300 or 600 seconds. */
  windowSeconds: 300,
} as const;

/** The Cognito operation that sends a code, as its `X-Amz-Target` header names it. */
export const CODE_REQUEST_TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

/**
 * Fair sharing of the API (issue 19, item 12), in the cloud: requests one caller (one
 * `Authorization` header, a user's token) and one network address may send per window before the
 * API's web ACL blocks them for the rest of it. A page makes a handful of requests; a user working
 * fast makes a few a second; a flood of list reads is cut off here. The twin holds each caller to a
 * few requests at once instead (infra/local/appsync/caller-gate.ts).
 */
export const API_CALLER_LIMIT = { requests: 1500, windowSeconds: 300 } as const;
export const API_ADDRESS_LIMIT = { requests: 6000, windowSeconds: 300 } as const;

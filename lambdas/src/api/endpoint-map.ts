/**
 * HTTP endpoints outside AppSync, each a handler module under `lambdas/src`. The CDK API stack
 * serves them from function URLs; the local twin runs the same modules.
 */
export const endpoints = {
  /** The card providers' signed callbacks (docs/money.md). */
  paymentCallback: 'api/payment-callback.handler.ts',
} as const;

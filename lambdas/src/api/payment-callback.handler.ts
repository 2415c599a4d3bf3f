/**
 * The payment callback as a Lambda function URL handler (docs/money.md). The function URL passes
 * the raw body (base64 for binary); signatures are checked over exactly those bytes.
 */
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { handlePaymentCallback } from '../money/payment-callback';
import { logger } from '../observability/logger';
import { moneyDeps } from '../money/money-deps.factory';

export async function handler(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  const body = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  try {
    const response = await handlePaymentCallback(moneyDeps(), {
      method: event.requestContext.http.method,
      path: event.rawPath,
      headers: event.headers,
      body,
    });
    return { ...response, headers: { 'content-type': 'application/json' } };
  } catch (error) {
    // The provider retries a 5xx later; nothing was settled.
    logger.error('Payment callback failed', { error: error as Error, path: event.rawPath });
    return { statusCode: 500, body: JSON.stringify({ outcome: 'retry' }) };
  }
}

/**
 * AWS list prices in us-east-1 for what the product uses per trip (docs/cost.md), in US dollars per
 * unit, as read from the services' pricing pages on 2026-11-26. Check the pages before relying on a
 * figure: prices change, and other regions differ.
 */
export const PRICES = {
  /** Lambda on arm64 (infra/lib/constructs/app-function.ts): per request and per GB-second. */
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334,
  /** DynamoDB on-demand: per write and read request unit. */
  dynamodbWriteUnit: 0.625 / 1e6,
  dynamodbReadUnit: 0.125 / 1e6,
  /** AppSync: per query or mutation, per real-time update delivered, per connection-minute. */
  appsyncOperation: 4 / 1e6,
  appsyncRealtimeUpdate: 2 / 1e6,
  appsyncConnectionMinute: 0.08 / 1e6,
  /** Amazon Location (route calculators and place indexes, request-based pricing). */
  locationRoute: 0.5 / 1e3,
  locationPlaceSearch: 0.5 / 1e3,
  /** SNS: an SMS to a US number (base price and carrier fees) and a mobile push. */
  sms: 0.00883,
  push: 0.5 / 1e6,
  /** SES: per e-mail sent. */
  email: 0.1 / 1e3,
  /** S3 Standard: per PUT and per GET request. */
  s3Put: 0.005 / 1e3,
  s3Get: 0.0004 / 1e3,
} as const;

/** Every function's memory (app-function.ts), for GB-seconds. */
export const LAMBDA_MEMORY_GB = 0.5;

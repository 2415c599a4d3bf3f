/**
 * Consumers of the table's stream, each a handler module under `lambdas/src`. The CDK streams
 * stack gives each an event source mapping on the table stream; the local twin's stream poller
 * invokes the same handlers with the records it reads from DynamoDB Local.
 */
export const streamConsumers = {
  earnings: 'streams/earnings.stream.ts',
  wallet: 'streams/wallet.stream.ts',
  receipts: 'streams/receipts.stream.ts',
  inbox: 'streams/inbox.stream.ts',
} as const;

export type StreamConsumer = keyof typeof streamConsumers;

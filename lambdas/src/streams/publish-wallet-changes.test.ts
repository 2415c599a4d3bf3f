import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { walletEntryPurpose } from '@wayfare/shared';
import { driverShareKey, refundKey, walletPaymentKey } from '../money/settlement';
import { referralBonusKey } from '../money/referral-bonus';
import { withdrawPostingKey } from '../adapters/dynamodb/withdraw-request.repository';
import { dynamoStreamImages } from '../adapters/dynamodb/stream-images';
import type { WalletLedgerEntry } from '../ports/wallet-ledger';
import { insertedWalletEntry, publishWalletChanges } from './publish-wallet-changes';

const entryItem = {
  __edb_e__: 'walletEntry',
  uid: 'rider-1',
  key: 'pay#b-1',
  type: 'Withdraw',
  amountMinor: 125_000,
  balanceMinor: 275_000,
  date: '2026-11-22T10:00:00.000Z',
  txRef: 'b-1',
};
const record = (eventName: DynamoDBRecord['eventName'], item: Record<string, unknown>, sequence = '1') =>
  ({
    eventName,
    dynamodb: { NewImage: marshall(item) as never, SequenceNumber: sequence },
  }) as DynamoDBRecord;

describe('live wallet changes from the table stream', () => {
  it('publishes each inserted ledger entry to its owner, worded by its purpose', async () => {
    const published: WalletLedgerEntry[] = [];
    const handle = publishWalletChanges({
      images: dynamoStreamImages,
      events: { walletChanged: async (entry) => void published.push(entry) },
      now: () => Date.parse(entryItem.date) + 1000,
      onFailure: () => {},
    });
    await handle({
      Records: [
        record('INSERT', entryItem),
        record('MODIFY', entryItem),
        record('INSERT', { ...entryItem, __edb_e__: 'user' }),
        // Replayed from the trim horizon long after: old news, not published.
        record('INSERT', { ...entryItem, key: 'topup#old', date: '2026-11-21T10:00:00.000Z' }),
      ],
    });
    expect(published).toEqual([
      {
        uid: 'rider-1',
        id: 'pay#b-1',
        type: 'Withdraw',
        amount: 12.5,
        balance: 27.5,
        date: '2026-11-22T10:00:00.000Z',
        at: Date.parse('2026-11-22T10:00:00.000Z'),
        txRef: 'b-1',
        purpose: 'TRIP_PAYMENT',
      },
    ]);
  });

  it('stops at a record it could not publish, so the stream retries from there', async () => {
    const handle = publishWalletChanges({
      images: dynamoStreamImages,
      events: { walletChanged: () => Promise.reject(new Error('API down')) },
      now: () => Date.parse(entryItem.date),
      onFailure: () => {},
    });
    const answer = await handle({
      Records: [record('INSERT', entryItem, '7'), record('INSERT', entryItem, '8')],
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '7' }] });
  });

  it('ignores removals and other items', () => {
    expect(
      insertedWalletEntry(dynamoStreamImages, { eventName: 'REMOVE', dynamodb: {} } as DynamoDBRecord),
    ).toBeNull();
  });
});

describe('walletEntryPurpose', () => {
  it.each([
    [walletPaymentKey('b-1'), 'TRIP_PAYMENT'],
    [driverShareKey('b-1'), 'TRIP_EARNING'],
    [refundKey('b-1'), 'REFUND'],
    ['topup#r-1', 'TOP_UP'],
    [withdrawPostingKey('w-1'), 'WITHDRAWAL'],
    [referralBonusKey('r-2'), 'REFERRAL_BONUS'],
    ['hold#b-1', 'OTHER'],
  ])('names the posting %p as %p', (key, purpose) => expect(walletEntryPurpose(key)).toBe(purpose));
});

/**
 * The two writes of every wallet posting, for one transaction: the ledger entry (created only if
 * its idempotency key is new) and the balance change on the user item (which must exist; a debit
 * also needs balance >= amount). Shared by the wallet ledger and withdraw requests, whose
 * transactions add their own item around these two.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service, type Entity, type TransactWriteEntity } from 'electrodb';
import { DomainError, moneyFromUnits, toAmount, type Money } from '@wayfare/shared';
import type { WalletLedgerEntry, WalletPostingRequest } from '../../ports/wallet-ledger';
import { userEntity } from './user.entity';
import { walletEntryEntity } from './wallet-entry.entity';
import { withdrawRequestEntity } from './withdraw-request.entity';
import { conditionFailedAt, type TransactionOutcome } from './write-transaction';

export const walletService = (client: DynamoDBDocumentClient, table: string) =>
  new Service({
    user: userEntity(client, table),
    walletEntry: walletEntryEntity(client, table),
    withdrawRequest: withdrawRequestEntity(client, table),
  });

export type WalletService = ReturnType<typeof walletService>;
type Entities = WalletService['entities'];
/** The entities as a transaction callback receives them. */
export type TransactionEntities = {
  [Name in keyof Entities]: Entities[Name] extends Entity<infer A, infer F, infer C, infer S>
    ? TransactWriteEntity<A, F, C, S>
    : never;
};
type EntryItem = NonNullable<Awaited<ReturnType<ReturnType<Entities['walletEntry']['get']>['go']>>['data']>;

export type PostingType = WalletLedgerEntry['type'];

export const toLedgerEntry = ({ key, amountMinor, ...rest }: EntryItem): WalletLedgerEntry => ({
  ...rest,
  id: key,
  amount: toAmount(moneyFromUnits(amountMinor)),
});

function assertPositive(amount: Money): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A wallet posting needs a positive integer amount of units: ${amount}`);
  }
}

/** The ledger entry item (index 0 of the pair) and the balance change (index 1). */
export function postingItems(
  { walletEntry, user }: Pick<TransactionEntities, 'walletEntry' | 'user'>,
  type: PostingType,
  { uid, amount, txRef, idempotencyKey, at }: WalletPostingRequest,
) {
  assertPositive(amount);
  const units: number = amount;
  const entry = walletEntry
    .create({ uid, key: idempotencyKey, type, amountMinor: units, date: at.toISOString(), txRef })
    .commit();
  const balance =
    type === 'Credit'
      ? user.patch({ uid }).add({ walletBalanceMinor: units }).commit()
      : user
          .patch({ uid })
          .subtract({ walletBalanceMinor: units })
          .where(({ walletBalanceMinor }, { gte }) => gte(walletBalanceMinor, units))
          .commit();
  return [entry, balance] as const;
}

/**
 * Why a posting's transaction was cancelled. `offset` is where the pair sits in the transaction.
 * Returns 'duplicate' when the idempotency key was already posted; otherwise throws the domain
 * error of the balance change (unknown user or too low a balance).
 */
export async function explainPostingFailure(
  entities: Pick<Entities, 'user'>,
  outcome: TransactionOutcome,
  { uid, offset }: { uid: string; offset: number },
): Promise<'duplicate'> {
  if (conditionFailedAt(outcome, offset)) return 'duplicate';
  if (conditionFailedAt(outcome, offset + 1)) {
    const { data: user } = await entities.user.get({ uid }).go();
    throw user
      ? new DomainError({
          code: 'INSUFFICIENT_FUNDS',
          messageKey: 'insufficient_balance',
          params: { balance: toAmount(moneyFromUnits(user.walletBalanceMinor)) },
        })
      : new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found', params: { uid } });
  }
  throw new Error(`Wallet transaction cancelled: ${outcome.committed ? '' : outcome.codes.join(', ')}`);
}

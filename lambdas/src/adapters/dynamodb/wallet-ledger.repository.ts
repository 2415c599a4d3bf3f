import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toAmount } from '@wayfare/shared';
import type {
  WalletLedger,
  WalletLedgerEntry,
  WalletPosting,
  WalletPostingRequest,
} from '../../ports/wallet-ledger';
import { pageOptions, type Page, type PageRequest } from './page';
import {
  explainPostingFailure,
  postingItems,
  toLedgerEntry,
  walletService,
  type PostingType,
  type WalletService,
} from './wallet-postings';
import { writeTransaction } from './write-transaction';

/**
 * Wallet credits and debits as one transaction each (ledger entry + conditional balance change);
 * history is a Query on the user's entries, newest first.
 */
export class DynamoWalletLedger implements WalletLedger {
  private readonly service: WalletService;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = walletService(client, table);
  }

  credit(request: WalletPostingRequest): Promise<WalletPosting> {
    return this.post('Credit', request);
  }

  debit(request: WalletPostingRequest): Promise<WalletPosting> {
    return this.post('Withdraw', request);
  }

  async history(uid: string, page: PageRequest): Promise<Page<WalletLedgerEntry>> {
    const { data, cursor } = await this.service.entities.walletEntry.query
      .byUserNewest({ uid })
      .go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toLedgerEntry), nextToken: cursor };
  }

  private async post(type: PostingType, request: WalletPostingRequest): Promise<WalletPosting> {
    const outcome = await writeTransaction(() =>
      this.service.transaction.write((entities) => [...postingItems(entities, type, request)]).go(),
    );
    const { uid, idempotencyKey, amount, txRef, at } = request;
    if (outcome.committed) {
      const entry = {
        id: idempotencyKey,
        uid,
        type,
        amount: toAmount(amount),
        date: at.toISOString(),
        txRef,
      };
      return { entry, applied: true };
    }
    await explainPostingFailure(this.service.entities, outcome, { uid, offset: 0 });
    // A replay: answer with the posting the key made first.
    const { data } = await this.service.entities.walletEntry.get({ uid, key: idempotencyKey }).go();
    if (!data) throw new Error(`Wallet posting ${idempotencyKey} of ${uid} vanished`);
    return { entry: toLedgerEntry(data), applied: false };
  }
}

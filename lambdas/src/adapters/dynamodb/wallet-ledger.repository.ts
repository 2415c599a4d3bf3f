import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  isPostingOrder,
  type WalletLedger,
  type WalletLedgerEntry,
  type WalletPosting,
  type WalletPostingRequest,
} from '../../ports/wallet-ledger';
import { pageOptions, type Page, type PageRequest } from './page';
import {
  commitPostings,
  plannedEntry,
  postedEntry,
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
    const outcome = await commitPostings(this.service.entities, [{ ...request, type }], {
      leading: 0,
      attempt: (postings) =>
        writeTransaction(
          () =>
            this.service.transaction
              .write((entities) => postings.flatMap((posting) => [...postingItems(entities, posting)]))
              .go(),
          { retryConflicts: false },
        ),
    });
    const [posted] = outcome.committed ? outcome.postings : [];
    if (posted && isPostingOrder(posted)) return { entry: plannedEntry(posted), applied: true };
    // A replay: answer with the posting the key made first.
    return { entry: await postedEntry(this.service.entities, request), applied: false };
  }
}

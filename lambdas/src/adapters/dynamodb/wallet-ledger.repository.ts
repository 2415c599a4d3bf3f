import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { moneyFromUnits, toAmount } from '@wayfare/shared';
import {
  type WalletLedger,
  type WalletLedgerEntry,
  type WalletPosting,
  type WalletPostingRequest,
} from '../../ports/wallet-ledger';
import { toAuditItem } from './audit-log.repository';
import { pageOptions, type Page, type PageRequest } from './page';
import { WalletBatches } from './wallet-batches';
import {
  plannedEntry,
  toLedgerEntry,
  walletService,
  type PlannedPosting,
  type PostingType,
  type TransactionEntities,
  type WalletService,
} from './wallet-postings';

/**
 * The audit entry of an admin's posting, in front of the posting's items: it is written with the
 * money or not at all (a replayed key or a refused debit writes neither).
 */
function auditItems({ auditEntry }: Pick<TransactionEntities, 'auditEntry'>, posting: PlannedPosting) {
  const { note } = posting;
  if (!note) return [];
  const entry = plannedEntry(posting);
  const item = toAuditItem({
    id: note.audit.id,
    at: posting.at.getTime(),
    action: note.audit.action,
    actor: note.by,
    targetType: 'wallet',
    targetId: posting.uid,
    targetName: note.audit.targetName,
    before: { balance: toAmount(moneyFromUnits(posting.before)) },
    after: {
      balance: entry.balance,
      entry: entry.id,
      type: entry.type,
      amount: entry.amount,
      ...(note.refersTo ? { refersTo: note.refersTo } : {}),
    },
    ...(note.reason ? { reason: note.reason } : {}),
  });
  return [auditEntry.create(item).commit()];
}

/**
 * Wallet credits and debits: each posting's ledger entry (and an admin's audit entry) and the
 * conditional balance change in one transaction, shared with the other postings this process has
 * waiting for the same wallet; history is a Query on the user's entries, newest first.
 */
export class DynamoWalletLedger implements WalletLedger {
  private readonly service: WalletService;
  /** This process's postings, written per wallet in group commits (wallet-batches.ts). */
  private readonly batches: WalletBatches;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = walletService(client, table);
    this.batches = new WalletBatches(this.service, auditItems);
  }

  credit(request: WalletPostingRequest): Promise<WalletPosting> {
    return this.post('Credit', request);
  }

  debit(request: WalletPostingRequest): Promise<WalletPosting> {
    return this.post('Withdraw', request);
  }

  async find(uid: string, idempotencyKey: string): Promise<WalletLedgerEntry | null> {
    const { data } = await this.service.entities.walletEntry
      .get({ uid, key: idempotencyKey })
      .go({ consistent: true });
    return data ? toLedgerEntry(data) : null;
  }

  async history(uid: string, page: PageRequest): Promise<Page<WalletLedgerEntry>> {
    const { data, cursor } = await this.service.entities.walletEntry.query
      .byUserNewest({ uid })
      .go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toLedgerEntry), nextToken: cursor };
  }

  private post(type: PostingType, request: WalletPostingRequest): Promise<WalletPosting> {
    return this.batches.post({ ...request, type });
  }
}

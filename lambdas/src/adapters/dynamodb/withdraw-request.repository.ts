import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  DomainError,
  moneyFromUnits,
  notFound,
  processWithdraw,
  toAmount,
  toMoney,
  type AuditActor,
  type WithdrawRequest,
} from '@wayfare/shared';
import type { WithdrawRequestRepository } from '../../ports/withdraw-request-repository';
import { toAuditItem } from './audit-log.repository';
import { isConditionFailure } from './conditional-check';
import { pageOptions, type Page, type PageRequest } from './page';
import { commitPostings, postingItems, walletService, type WalletService } from './wallet-postings';
import { OPEN_RANK } from './withdraw-request.entity';
import { conditionFailedAt, writeTransaction } from './write-transaction';

type WithdrawEntity = WalletService['entities']['withdrawRequest'];
type Item = NonNullable<Awaited<ReturnType<ReturnType<WithdrawEntity['get']>['go']>>['data']>;

const toRequest = ({ amountMinor, openRank: _rank, procesDate, ...rest }: Item): WithdrawRequest => ({
  ...rest,
  amount: toAmount(moneyFromUnits(amountMinor)),
  ...(procesDate === undefined ? {} : { procesDate }),
});

/** The ledger key of the debit that reserves a withdrawal's amount. */
export const withdrawPostingKey = (id: string) => `withdraw#${id}`;

const alreadyProcessed = (id: string) =>
  new DomainError({ code: 'CONFLICT', messageKey: 'withdraw_processed', params: { id } });

/**
 * Withdraw requests: created in one transaction with the wallet debit that reserves the amount;
 * processed once by a conditional update; listed by Query on two indexes.
 */
export class DynamoWithdrawRequestRepository implements WithdrawRequestRepository {
  private readonly service: WalletService;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = walletService(client, table);
  }

  private get requests(): WithdrawEntity {
    return this.service.entities.withdrawRequest;
  }

  async create(request: WithdrawRequest): Promise<{ request: WithdrawRequest; applied: boolean }> {
    const { amount, procesDate: _notYet, ...rest } = request;
    const amountMinor = toMoney(amount);
    const order = {
      type: 'Withdraw' as const,
      uid: request.uid,
      amount: amountMinor,
      txRef: request.id,
      idempotencyKey: withdrawPostingKey(request.id),
      at: new Date(request.date),
    };
    // The request item and its ledger entry are keyed by the request id: a replay trips both.
    const outcome = await commitPostings(this.service.entities, [order], {
      leading: 1,
      attempt: (postings) =>
        writeTransaction(
          () =>
            this.service.transaction
              .write((entities) => [
                entities.withdrawRequest
                  .create({ ...rest, amountMinor, processed: false, openRank: OPEN_RANK.unprocessed })
                  .commit(),
                ...postings.flatMap((posting) => [...postingItems(entities, posting)]),
              ])
              .go(),
          { retryConflicts: false },
        ),
    });
    const stored = await this.get(request.id);
    if (!stored) throw notFound(request.id);
    return { request: stored, applied: outcome.committed };
  }

  async get(id: string): Promise<WithdrawRequest | null> {
    const { data } = await this.requests.get({ id }).go();
    return data ? toRequest(data) : null;
  }

  async process(id: string, at: Date, by?: { auditId: string; actor: AuditActor }): Promise<WithdrawRequest> {
    const current = await this.get(id);
    if (!current) throw notFound(id);
    // The domain refuses a processed request; the condition settles a race between two admins.
    const processed = processWithdraw(current, { at: at.getTime() });
    const changes = { processed: true, procesDate: processed.procesDate, openRank: OPEN_RANK.processed };
    if (!by) {
      try {
        await this.requests
          .patch({ id })
          .set(changes)
          .composite({ date: current.date })
          .where(({ processed: flag }, { eq }) => eq(flag, false))
          .go();
      } catch (error) {
        throw isConditionFailure(error) ? alreadyProcessed(id) : error;
      }
      return processed;
    }
    // An admin's processing: the audit entry is written in the same transaction, or neither is.
    const audit = toAuditItem({
      id: by.auditId,
      at: at.getTime(),
      action: 'WITHDRAW_PROCESSED',
      actor: by.actor,
      targetType: 'withdraw',
      targetId: id,
      targetName: current.name,
      before: { processed: false, uid: current.uid, amount: current.amount },
      after: { processed: true, procesDate: processed.procesDate },
    });
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ withdrawRequest, auditEntry }) => [
          withdrawRequest
            .patch({ id })
            .set(changes)
            .composite({ date: current.date })
            .where(({ processed: flag }, { eq }) => eq(flag, false))
            .commit(),
          auditEntry.create(audit).commit(),
        ])
        .go(),
    );
    if (outcome.committed) return processed;
    if (conditionFailedAt(outcome, 0)) throw alreadyProcessed(id);
    throw new Error(`Withdrawal ${id} not processed: ${outcome.codes.join(', ')}`);
  }

  async listForBackOffice(page: PageRequest, processed?: boolean): Promise<Page<WithdrawRequest>> {
    const { backOffice } = this.requests.query;
    const query =
      processed === undefined
        ? backOffice({})
        : backOffice({ openRank: processed ? OPEN_RANK.processed : OPEN_RANK.unprocessed });
    const { data, cursor } = await query.go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toRequest), nextToken: cursor };
  }

  async listByUser(uid: string, page: PageRequest, processed?: boolean): Promise<Page<WithdrawRequest>> {
    const query = this.requests.query.byUserNewest({ uid });
    const { data, cursor } = await (
      processed === undefined ? query : query.where(({ processed: flag }, { eq }) => eq(flag, processed))
    ).go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toRequest), nextToken: cursor };
  }
}

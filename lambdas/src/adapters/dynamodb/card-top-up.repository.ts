import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { moneyFromUnits, type PaymentProviderName } from '@wayfare/shared';
import type { CardTopUp, CardTopUpRepository, IgnoredApproval } from '../../ports/card-top-up-repository';
import { isConditionFailure } from './conditional-check';
import { commitPostings, postingItems, walletService, type WalletService } from './wallet-postings';
import { writeTransaction } from './write-transaction';

type TopUpEntity = WalletService['entities']['cardTopUp'];
type Item = NonNullable<Awaited<ReturnType<ReturnType<TopUpEntity['get']>['go']>>['data']>;

/** The ledger key of a card top-up's credit: one per order, whatever the provider delivers. */
export const cardTopUpPostingKey = (id: string) => `topup#card.${id}`;

/** Approvals kept on one order; any beyond are only logged (a provider redelivering forever). */
const IGNORED_KEPT = 20;

const toTopUp = ({ amountMinor, provider, ignoredApprovals, ...rest }: Item): CardTopUp => ({
  ...rest,
  provider: provider as PaymentProviderName,
  amount: moneyFromUnits(amountMinor),
  ignoredApprovals: ignoredApprovals ?? [],
});

/**
 * Card top-ups beside the wallet they credit: the order's PAID write and the wallet's credit are one
 * transaction (the order item in front of the posting), conditional on the order not being paid,
 * and the posting's key is the order's, so of any number of deliveries exactly one credits.
 */
export class DynamoCardTopUpRepository implements CardTopUpRepository {
  private readonly service: WalletService;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = walletService(client, table);
  }

  private get topUps(): TopUpEntity {
    return this.service.entities.cardTopUp;
  }

  async create({ amount, ...topUp }: CardTopUp): Promise<void> {
    // The list is stored from the start: an append needs one to append to.
    await this.topUps.create({ ...topUp, amountMinor: amount, ignoredApprovals: [] }).go();
  }

  async get(id: string): Promise<CardTopUp | null> {
    const { data } = await this.topUps.get({ id }).go({ consistent: true });
    return data ? toTopUp(data) : null;
  }

  async credit(
    topUp: CardTopUp,
    { transactionId, at }: { transactionId: string; at: number },
  ): Promise<boolean> {
    const order = {
      type: 'Credit' as const,
      uid: topUp.uid,
      amount: topUp.amount,
      txRef: topUp.id,
      idempotencyKey: cardTopUpPostingKey(topUp.id),
      at: new Date(at),
    };
    const outcome = await commitPostings(this.service.entities, [order], {
      leading: 1,
      attempt: (postings) =>
        writeTransaction(
          () =>
            this.service.transaction
              .write((entities) => [
                entities.cardTopUp
                  .patch({ id: topUp.id })
                  .set({ status: 'PAID', transactionId, paidAt: at })
                  .where(({ status }, { ne }) => ne(status, 'PAID'))
                  .commit(),
                ...postings.flatMap((posting) => [...postingItems(entities, posting)]),
              ])
              .go(),
          { retryConflicts: false },
        ),
    });
    return outcome.committed;
  }

  async decline(id: string, at: number): Promise<void> {
    try {
      await this.topUps
        .patch({ id })
        .set({ status: 'DECLINED', declinedAt: at })
        .where(({ status }, { eq }) => eq(status, 'PENDING'))
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async recordIgnored(id: string, approval: IgnoredApproval): Promise<void> {
    try {
      await this.topUps
        .patch({ id })
        .append({ ignoredApprovals: [approval] })
        .where(
          // A placeholder for the number: ElectroDB types `value` as the attribute's own (a list).
          ({ ignoredApprovals }, { size, value }) =>
            `${size(ignoredApprovals)} < ${value(ignoredApprovals, IGNORED_KEPT as never)}`,
        )
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

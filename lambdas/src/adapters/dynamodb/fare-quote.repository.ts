import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DomainError, moneyFromUnits } from '@wayfare/shared';
import type { FareQuoteStore, StoredQuote } from '../../ports/fare-quote-store';
import { isConditionFailure } from './conditional-check';
import { fareQuoteEntity } from './fare-quote.entity';

type Item = ReturnType<typeof toItem>;

const quoteExpired = () => new DomainError({ code: 'CONFLICT', messageKey: 'quote_expired' });

function toItem({ fare, fareLines, convenienceFee, discount, grandTotal, ...rest }: StoredQuote) {
  return {
    ...rest,
    fareLines: fareLines.map(({ kind, amount }) => ({ kind, amountMinor: amount as number })),
    fareMinor: fare as number,
    convenienceFeeMinor: convenienceFee as number,
    discountMinor: discount as number,
    grandTotalMinor: grandTotal as number,
    ttl: Math.ceil(rest.expiresAt / 1000),
  };
}

function toQuote({
  fareMinor,
  fareLines,
  convenienceFeeMinor,
  discountMinor,
  grandTotalMinor,
  ttl: _ttl,
  ...rest
}: Item) {
  return {
    ...rest,
    fare: moneyFromUnits(fareMinor),
    fareLines: (fareLines ?? []).map(({ kind, amountMinor }) => ({
      kind,
      amount: moneyFromUnits(amountMinor),
    })),
    convenienceFee: moneyFromUnits(convenienceFeeMinor),
    discount: moneyFromUnits(discountMinor),
    grandTotal: moneyFromUnits(grandTotalMinor),
  } as StoredQuote;
}

/** Quotes in the single table; booking one is a conditional delete, so it happens once. */
export class DynamoFareQuoteStore implements FareQuoteStore {
  private readonly entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = fareQuoteEntity(client, table);
  }

  async put(quote: StoredQuote): Promise<void> {
    await this.entity.put(toItem(quote)).go({ response: 'none' });
  }

  async get(quoteId: string): Promise<StoredQuote | null> {
    const { data } = await this.entity.get({ quoteId }).go();
    return data ? toQuote(data as Item) : null;
  }

  async take(quoteId: string, rider: string, now: number): Promise<StoredQuote> {
    try {
      const { data } = await this.entity
        .delete({ quoteId })
        .where((attr, op) => `${op.eq(attr.rider, rider)} AND ${op.gt(attr.expiresAt, now)}`)
        .go({ response: 'all_old' });
      if (!data) throw quoteExpired();
      return toQuote(data as Item);
    } catch (error) {
      if (isConditionFailure(error)) throw quoteExpired();
      throw error;
    }
  }
}

import type { Money, PaymentProviderName } from '@wayfare/shared';

/** PENDING until the provider's verified callback says paid (PAID, credited) or declined (DECLINED). */
export type CardTopUpStatus = 'PENDING' | 'PAID' | 'DECLINED';

/** An approval that credited nothing: a redelivery of the crediting payment, or another payment. */
export interface IgnoredApproval {
  transactionId: string;
  /** Epoch milliseconds. */
  at: number;
  reason: 'replayed' | 'already-credited';
}

/** A rider's wallet top-up by card: the order the provider is asked to pay (docs/money.md). */
export interface CardTopUp {
  /** `topup-<uuid>` (shared TOP_UP_ORDER_PREFIX): the provider's order id. */
  id: string;
  uid: string;
  amount: Money;
  currency: string;
  provider: PaymentProviderName;
  status: CardTopUpStatus;
  /** Epoch milliseconds. */
  createdAt: number;
  /** The provider's payment that credited the wallet. */
  transactionId?: string;
  paidAt?: number;
  declinedAt?: number;
  ignoredApprovals: IgnoredApproval[];
}

export interface CardTopUpRepository {
  create(topUp: CardTopUp): Promise<void>;
  get(id: string): Promise<CardTopUp | null>;
  /**
   * Marks the order PAID by `transactionId` and credits its amount to the rider's wallet (a TOP_UP
   * ledger entry with the balance it leaves) in one transaction, once per order: false when the
   * order had been credited before (nothing written). NOT_FOUND when the rider is gone.
   */
  credit(topUp: CardTopUp, payment: { transactionId: string; at: number }): Promise<boolean>;
  /** PENDING → DECLINED; an order paid meanwhile stays PAID. */
  decline(id: string, at: number): Promise<void>;
  /** Keeps an approval that credited nothing on the order (the first few; each is logged too). */
  recordIgnored(id: string, approval: IgnoredApproval): Promise<void>;
}

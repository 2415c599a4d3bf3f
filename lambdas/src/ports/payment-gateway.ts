import type { Money, PaymentProviderName } from '@wayfare/shared';

/** What the client posts to the provider (product.md §4 pay now): the provider's page and its fields. */
export interface PaymentForm {
  provider: PaymentProviderName;
  url: string;
  fields: Record<string, string | number>;
}

export interface CheckoutRequest {
  orderId: string;
  reference: string;
  /** What the rider owes, Money units; the provider is asked for exactly this. */
  amount: Money;
  /** ISO 4217 code (settings.code). */
  currency: string;
  payer: { uid: string; firstName: string; lastName: string; email: string; mobile: string };
  productName: string;
}

/** A callback whose signature checked out: what the provider says was paid. */
export interface VerifiedPayment {
  provider: PaymentProviderName;
  orderId: string;
  /** Money units, converted from the provider's minor units. */
  amount: Money;
  currency: string;
  /** The provider's id of the payment (logged and stored on the booking). */
  transactionId: string;
  outcome: 'paid' | 'declined';
}

export interface CallbackRequest {
  headers: Record<string, string | undefined>;
  /** The raw body, exactly as received: signatures are over these bytes. */
  body: string;
}

/**
 * One card payment provider: starts a payment for a booking, and verifies the provider's signed
 * callback. `verify` returns null for anything not signed by the provider (or too old, or not a
 * payment event); it never trusts an unsigned field.
 */
export interface PaymentGateway {
  name: PaymentProviderName;
  /** The provider's page, listed by paymentProviders (product.md §3 link). */
  link: string;
  checkout(request: CheckoutRequest): Promise<PaymentForm>;
  verify(request: CallbackRequest): Promise<VerifiedPayment | null>;
}

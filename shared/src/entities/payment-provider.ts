/** SPEC §3 Payment provider: the payment form is posted to its link. */
export const PAYMENT_PROVIDER_NAMES = [
  'paypal',
  'braintree',
  'stripe',
  'paytm',
  'payulatam',
  'flutterwave',
  'paystack',
  'securepay',
  'payfast',
  'liqpay',
  'culqi',
  'mercadopago',
  'squareup',
  'wipay',
  'test',
] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface PaymentProvider {
  name: PaymentProviderName;
  link: string;
}

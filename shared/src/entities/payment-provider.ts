/** product.md §3 Payment provider: the payment form is posted to its link. */
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

/**
 * The name a person knows each provider by (brand names are not translated). The twin's `test`
 * provider has none: the apps word it in the reader's language.
 */
export const PAYMENT_PROVIDER_TITLES: Readonly<Record<Exclude<PaymentProviderName, 'test'>, string>> = {
  paypal: 'PayPal',
  braintree: 'Braintree',
  stripe: 'Stripe',
  paytm: 'Paytm',
  payulatam: 'PayU Latam',
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
  securepay: 'SecurePay',
  payfast: 'PayFast',
  liqpay: 'LiqPay',
  culqi: 'Culqi',
  mercadopago: 'Mercado Pago',
  squareup: 'Square',
  wipay: 'WiPay',
};

export interface PaymentProvider {
  name: PaymentProviderName;
  link: string;
}

import type { PaymentForm } from '../ports/payment-gateway';

/** A provider's form as the API returns it: the fields as text, since AWSJSON travels as text. */
export type PaymentFormView = Omit<PaymentForm, 'fields'> & { fields: string };

export const paymentFormView = (form: PaymentForm): PaymentFormView => ({
  ...form,
  fields: JSON.stringify(form.fields),
});

/** Wallets, payments and withdrawals for riders and drivers; every amount here is the server's. */
import { graphql } from './generated';
import type {
  AppCardTopUpQuery,
  AppPaymentProvidersQuery,
  AppTopUpOptionsQuery,
  AppWithdrawsQuery,
  WalletHistoryQuery,
} from './generated/graphql';
import type { ApiError } from './api-error';
import { openSubscription, runOperation } from './graphql-client';
import type { Booking, Page } from './trips';

type WalletPage = WalletHistoryQuery['walletHistory'];
export type WalletEntry = WalletPage['items'][number];
export type WithdrawRequest = AppWithdrawsQuery['withdraws']['items'][number];
export type PaymentProvider = AppPaymentProvidersQuery['paymentProviders'][number];
export type TopUpOptions = AppTopUpOptionsQuery['walletTopUpOptions'];
export type CardTopUp = AppCardTopUpQuery['cardTopUp'];

export interface PaymentForm {
  provider: string;
  url: string;
  /** AWSJSON: the form fields to post to `url`. */
  fields: string;
}

/** The apps' wallet (own) and the admin's top-up page (any user's, by uid) read the same entries. */
const WALLET_HISTORY = graphql(`
  query WalletHistory($uid: ID, $limit: Int, $nextToken: String) {
    walletHistory(uid: $uid, limit: $limit, nextToken: $nextToken) {
      items {
        id
        type
        amount
        at
        txRef
        balance
        purpose
        reason
        refersTo
        by {
          uid
          name
        }
      }
      nextToken
    }
  }
`);
const ON_WALLET = graphql(`
  subscription AppOnWalletChanged($uid: ID!) {
    onWalletChanged(uid: $uid) {
      id
    }
  }
`);
const PROVIDERS = graphql(`
  query AppPaymentProviders {
    paymentProviders {
      name
    }
  }
`);
const PAY_NOW = graphql(`
  mutation AppPayNow($bookingId: ID!, $provider: String!) {
    payNow(bookingId: $bookingId, provider: $provider) {
      provider
      url
      fields
    }
  }
`);
const PAY_WALLET = graphql(`
  mutation AppPayFromWallet($bookingId: ID!) {
    payFromWallet(bookingId: $bookingId) {
      ...AppBookingFields
    }
  }
`);
const TIP_DRIVER = graphql(`
  mutation AppTipDriver($bookingId: ID!, $amount: Float!) {
    tipDriver(bookingId: $bookingId, amount: $amount) {
      booking {
        ...AppBookingFields
      }
      form {
        provider
        url
        fields
      }
    }
  }
`);
const TOP_UP_OPTIONS = graphql(`
  query AppTopUpOptions {
    walletTopUpOptions {
      amounts
      max
    }
  }
`);
const CARD_TOP_UP = graphql(`
  query AppCardTopUp($id: ID!) {
    cardTopUp(id: $id) {
      id
      amount
      status
    }
  }
`);
const TOP_UP_BY_CARD = graphql(`
  mutation AppTopUpByCard($amount: Float!, $provider: String!) {
    topUpByCard(amount: $amount, provider: $provider) {
      topUp {
        id
      }
      form {
        provider
        url
        fields
      }
    }
  }
`);
const WITHDRAWS = graphql(`
  query AppWithdraws($nextToken: String) {
    withdraws(limit: 20, nextToken: $nextToken) {
      items {
        id
        amount
        date
        bankName
        bankAccount
        processed
      }
      nextToken
    }
  }
`);
const REQUEST_WITHDRAW = graphql(`
  mutation AppRequestWithdraw($amount: Float!) {
    requestWithdraw(amount: $amount) {
      id
    }
  }
`);

const user = { authMode: 'userPool' as const };

/** A wallet's history, newest first: the caller's own, or (admin only) the user `uid`'s. */
export const walletHistory = async ({
  uid,
  limit = 20,
  nextToken = null,
}: {
  uid?: string;
  limit?: number;
  nextToken?: string | null;
}): Promise<WalletPage> =>
  (await runOperation(WALLET_HISTORY, { ...user, variables: { uid, limit, nextToken } })).walletHistory;

export const listPaymentProviders = async (): Promise<PaymentProvider[]> =>
  (await runOperation(PROVIDERS, user)).paymentProviders;

export const payNow = async (bookingId: string, provider: string): Promise<PaymentForm> =>
  (await runOperation(PAY_NOW, { ...user, variables: { bookingId, provider } })).payNow;

export const payFromWallet = async (bookingId: string): Promise<Booking> =>
  (await runOperation(PAY_WALLET, { ...user, variables: { bookingId } })).payFromWallet;

/** Tips the driver of a paid trip: a wallet tip is paid at once; a card tip answers the provider's form. */
export const tipDriver = async (
  bookingId: string,
  amount: number,
): Promise<{ booking: Booking; form?: PaymentForm | null }> =>
  (await runOperation(TIP_DRIVER, { ...user, variables: { bookingId, amount } })).tipDriver;

/** The rider's top-up presets (the operator's, parsed by the server) and the largest amount. */
export const walletTopUpOptions = async (): Promise<TopUpOptions> =>
  (await runOperation(TOP_UP_OPTIONS, user)).walletTopUpOptions;

/** Starts a card top-up: the form to post to the provider; the callback alone credits the wallet. */
export const topUpByCard = async (amount: number, provider: string): Promise<PaymentForm> =>
  (await runOperation(TOP_UP_BY_CARD, { ...user, variables: { amount, provider } })).topUpByCard.form;

/** A top-up of the rider's own, as the provider's callback left it. */
export const getCardTopUp = async (id: string): Promise<CardTopUp> =>
  (await runOperation(CARD_TOP_UP, { ...user, variables: { id } })).cardTopUp;

export const listWithdraws = async (nextToken?: string | null): Promise<Page<WithdrawRequest>> =>
  (await runOperation(WITHDRAWS, { ...user, variables: { nextToken: nextToken ?? null } })).withdraws;

export const requestWithdraw = async (amount: number): Promise<void> => {
  await runOperation(REQUEST_WITHDRAW, { ...user, variables: { amount } });
};

/**
 * A signal for each new entry of the user's own wallet (the server refuses anyone else's): the
 * screens read the balance and history again rather than trusting the signal.
 */
export const onWalletChanged = (
  uid: string,
  handlers: { onData: () => void; onError?: (error: ApiError) => void },
): (() => void) =>
  openSubscription(
    ON_WALLET,
    () => Promise.resolve('userPool' as const),
    { onData: () => handlers.onData(), onError: handlers.onError },
    { uid },
  );

/** Sends the browser to the provider with the server's form: a real top-level POST, as providers expect. */
export function submitPaymentForm(form: PaymentForm, doc: Document = document): void {
  const fields = JSON.parse(form.fields) as Record<string, unknown>;
  const element = doc.createElement('form');
  element.method = 'POST';
  element.action = form.url;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    element.append(input);
  }
  doc.body.append(element);
  element.submit();
}

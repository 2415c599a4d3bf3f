/**
 * The money check at the end of a run, read through the API as each wallet's owner: every
 * wallet's history entries add up to its balance, each entry's running balance follows from the
 * one before, and no booking was paid twice: on one wallet at most one debit and one credit per
 * booking (a payment and its refund, or a driver's share), and no wallet debit for a booking the
 * card paid.
 */
import type { Api, Session } from './api';
import type { SimWalletHistoryQuery } from './generated/graphql';
import { ME, WALLET_HISTORY } from './operations';

/** Wallet amounts cross the API rounded to the currency; compared in 1/10⁴ units, as stored. */
const units = (amount: number) => Math.round(amount * 10_000);

type Entry = SimWalletHistoryQuery['walletHistory']['items'][number];

export interface LedgerReport {
  balanced: boolean;
  walletsChecked: number;
  problems: string[];
}

/** The whole history, oldest first (the API pages it newest first). */
async function historyOf(api: Api, owner: Session): Promise<Entry[]> {
  const entries: Entry[] = [];
  let nextToken: string | null | undefined = null;
  do {
    const page: SimWalletHistoryQuery = await api.call(owner, WALLET_HISTORY, { nextToken });
    entries.push(...page.walletHistory.items);
    nextToken = page.walletHistory.nextToken;
  } while (nextToken);
  return entries.reverse();
}

export async function checkLedgers(
  api: Api,
  owners: readonly Session[],
  /** The run's bookings, with whether the card paid each. */
  bookings: ReadonlyMap<string, { paidByCard: boolean }>,
): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const owner of owners) {
    const { me } = await api.call(owner, ME);
    let running = 0;
    const perBooking = new Map<string, number>();
    for (const entry of await historyOf(api, owner)) {
      running += entry.type === 'Credit' ? units(entry.amount) : -units(entry.amount);
      if (running !== units(entry.balance)) {
        problems.push(
          `${owner.contact}: ${entry.id} leaves ${entry.balance}; the entries add to ${running / 1e4}`,
        );
      }
      const booking = entry.txRef ? bookings.get(entry.txRef) : undefined;
      if (!booking) continue;
      const key = `${entry.type} for booking ${entry.txRef}`;
      perBooking.set(key, (perBooking.get(key) ?? 0) + 1);
      if (entry.type !== 'Credit' && booking.paidByCard) {
        problems.push(`${owner.contact}: a wallet debit for booking ${entry.txRef}, which the card paid`);
      }
    }
    if (running !== units(me?.walletBalance ?? 0)) {
      problems.push(`${owner.contact}: balance ${me?.walletBalance}; the entries add to ${running / 1e4}`);
    }
    for (const [key, count] of perBooking) {
      if (count > 1) problems.push(`${owner.contact}: ${count} × ${key}`);
    }
  }
  return { balanced: problems.length === 0, walletsChecked: owners.length, problems };
}

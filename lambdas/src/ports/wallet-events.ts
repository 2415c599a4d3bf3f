import type { WalletLedgerEntry } from './wallet-ledger';

/**
 * Live wallet changes (onWalletChanged): every new ledger entry, whatever wrote it (a trip's
 * settlement, a refund, a top-up, a withdrawal), reaches the wallet's owner the same way.
 */
export interface WalletEvents {
  walletChanged(entry: WalletLedgerEntry): Promise<void>;
}

import type { WalletEvents } from '../../ports/wallet-events';
import { createAppSyncPublisher, type AppSyncPublisherOptions } from './appsync-publisher';
import { PUBLISH_WALLET_CHANGED } from './publish-documents';

/** New wallet entries through the API's IAM-only publish mutation (appsync-publisher.ts). */
export function createAppSyncWalletEvents(options: AppSyncPublisherOptions): WalletEvents {
  const publish = createAppSyncPublisher(options);
  return { walletChanged: (entry) => publish(PUBLISH_WALLET_CHANGED, entry) };
}

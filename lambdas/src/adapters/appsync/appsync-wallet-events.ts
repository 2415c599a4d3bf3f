import type { WalletEvents } from '../../ports/wallet-events';
import { createAppSyncPublisher, type AppSyncPublisherOptions } from './appsync-publisher';
import { WALLET_SELECTION } from './publish-selections';

const PUBLISH = `mutation Publish($payload: AWSJSON!) { publishWalletChanged(entry: $payload) ${WALLET_SELECTION} }`;

/** New wallet entries through the API's IAM-only publish mutation (appsync-publisher.ts). */
export function createAppSyncWalletEvents(options: AppSyncPublisherOptions): WalletEvents {
  const publish = createAppSyncPublisher(options);
  return { walletChanged: (entry) => publish(PUBLISH, entry) };
}

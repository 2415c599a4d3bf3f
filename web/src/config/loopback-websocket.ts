/**
 * Amplify always opens realtime subscriptions over `wss://`, but the local twin serves plain `ws://`
 * on loopback. This wrapper downgrades loopback URLs only, so a cloud URL can never be weakened.
 */
const LOOPBACK_WSS = /^wss:\/\/(127\.0\.0\.1|localhost)(:\d+)/;

export const toLoopbackWs = (url: string): string => url.replace(LOOPBACK_WSS, 'ws://$1$2');

export function installLoopbackWebSocket(target: { WebSocket: typeof WebSocket }): void {
  const NativeWebSocket = target.WebSocket;
  target.WebSocket = class LoopbackWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(toLoopbackWs(String(url)), protocols);
    }
  };
}

// Every runtime of this code has both (Node 20, Lambda, browsers); shared's own types name neither.
declare const crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/**
 * A language's texts in one short string that changes whenever any text does: a client that already
 * holds the texts of a version (bundled with the app, or stored from an earlier visit) need not
 * download them again (docs/public-site.md, "Languages"). SHA-256 through Web Crypto,
 * which Node, Lambda and browsers all have, over the texts in key order, so the order they were
 * written in does not matter.
 */
export async function textsVersion(texts: Readonly<Record<string, string>>): Promise<string> {
  const canonical = JSON.stringify(Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest).subarray(0, 12), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The twin's stand-in for the user pool's web ACL (infra/lib/rate-limits.ts): requests of one kind
 * counted per remote address over a sliding window, as WAF's rate-based rule counts them; past the
 * limit the address is refused until its oldest counted request leaves the window.
 */
import type { RateLimit } from '../../lib/rate-limits';

export class AddressRateLimit {
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: () => number,
  ) {}

  /** Counts a request from `address`; false when the address is over its limit (the request is not counted). */
  admit(address: string): boolean {
    const now = this.clock();
    const since = now - this.limit.windowSeconds * 1000;
    this.forgetBefore(since);
    const times = this.seen.get(address) ?? [];
    if (times.length >= this.limit.requests) return false;
    times.push(now);
    this.seen.set(address, times);
    return true;
  }

  /** Drops requests that left the window, so idle addresses take no memory. */
  private forgetBefore(since: number): void {
    for (const [address, times] of this.seen) {
      const kept = times.filter((time) => time > since);
      if (kept.length) this.seen.set(address, kept);
      else this.seen.delete(address);
    }
  }
}

/**
 * Handlers that bring a table's data up to what the code expects, each idempotent: run after a
 * deploy that changes them (CDK triggers in the API stack), and by the twin when it starts on a
 * kept table. Same handler in both.
 */
export const upgrades = {
  /** Lists bookings under way under their parties (docs/data-model.md, `activeBooking`). */
  restoreActiveListings: 'upgrades/restore-active-listings.upgrade.ts',
} as const satisfies Record<string, string>;

/** What a verified payment callback decided, for a booking or a wallet top-up (docs/money.md). */
export type CallbackOutcome = 'settled' | 'already-settled' | 'credited' | 'declined' | 'refused';

/** Which bookings' receipts were e-mailed: each booking's at most once (docs/money.md, Receipts). */
export interface ReceiptMails {
  /** Marks the booking's receipt as sent; false when it already was (a redelivery, a retry). */
  claim(bookingId: string, at: Date): Promise<boolean>;
  /** Undoes a claim whose e-mail could not be sent, so the stream's retry sends it. */
  release(bookingId: string): Promise<void>;
}

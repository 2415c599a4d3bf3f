/** product.md §3 Withdraw request. Bank fields are empty text when the user has none. */
export interface WithdrawRequest {
  id: string;
  uid: string;
  /** First and last name joined. */
  name: string;
  amount: number;
  /** ISO 8601 text. */
  date: string;
  bankName: string;
  bankCode: string;
  bankAccount: string;
  processed: boolean;
  /** ISO 8601 text, set when processed. */
  procesDate?: string;
}

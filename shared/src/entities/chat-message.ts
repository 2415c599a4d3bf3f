/** product.md §3 Chat message, stored under a booking id and the customer–driver key. */
export interface ChatMessage {
  message: string;
  /** Sender uid. */
  from: string;
  type: 'msg';
  /** month:day:year */
  msgDate: string;
  /** hours:minutes */
  msgTime: string;
  source: 'rider' | 'driver';
  smsId?: string;
}

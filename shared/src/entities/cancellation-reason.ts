/** product.md §3 Cancellation reason; value is its index in the single stored list. */
export interface CancellationReason {
  label: string;
  value: number;
}

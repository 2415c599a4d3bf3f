import type { CancellationReason } from '@wayfare/shared';

/** The one ordered list of cancellation reasons (product.md §3); each value is its index. */
export interface CancelReasonRepository {
  /** The list in order; empty when none was saved. */
  list(): Promise<CancellationReason[]>;
  /** Replaces the whole list (product.md §7: edits send the whole list). */
  replace(labels: readonly string[], updatedAt: Date): Promise<CancellationReason[]>;
}

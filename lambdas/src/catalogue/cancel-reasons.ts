/** Cancellation reasons (product.md §3: one ordered list; a reason's value is its index). */
import type { CancellationReason } from '@wayfare/shared';
import { requireAdminAllowedInDemo, requireProfile } from '../access/actor';
import { notPermitted } from '../access/caller';
import type { Caller } from '../access/caller';
import type { CatalogueDeps } from './catalogue-deps';

/** Riders pick a reason when they cancel; admins cancel and edit (product.md §4, §6). */
export async function listCancelReasons(
  deps: CatalogueDeps,
  caller: Caller | null,
): Promise<CancellationReason[]> {
  const actor = await requireProfile(deps.users, caller);
  if (actor.usertype !== 'rider' && actor.usertype !== 'admin') throw notPermitted();
  return deps.cancelReasons.list();
}

/**
 * The admin's edit replaces the whole list (product.md §7); read-only under the demo lock (product.md §6).
 */
export async function replaceCancelReasons(
  deps: CatalogueDeps,
  caller: Caller | null,
  labels: readonly string[],
): Promise<CancellationReason[]> {
  await requireAdminAllowedInDemo(deps, caller, 'cancelReason.edit');
  return deps.cancelReasons.replace(labels, new Date(deps.now()));
}

import { validationError, type FieldFailure } from '@wayfare/shared';
import { requireSettings } from '../settings/require-settings';
import type { CatalogueDeps } from './catalogue-deps';

/**
 * Refuses what the catalogue would charge finer than the currency, as `failuresOf` names it for
 * settings.decimal ('amount_too_precise'): the repositories keep four decimals, and rounding to the
 * currency later would charge an amount the admin never saved.
 */
export async function refuseTooPreciseAmounts(
  deps: Pick<CatalogueDeps, 'settings'>,
  failuresOf: (decimal: number) => FieldFailure[],
): Promise<void> {
  const failures = failuresOf((await requireSettings(deps)).decimal);
  if (failures.length > 0) throw validationError(failures);
}

import type { TFunction } from 'i18next';

/**
 * A car as people say it in the shown language ('White Toyota Prius', 'Toyota Prius blanco'),
 * or null with neither make nor model; a missing part leaves no gap.
 */
export function carDescription(
  t: TFunction,
  car: { color?: string | null; make?: string | null; model?: string | null },
): string | null {
  if (!car.make && !car.model) return null;
  return t('trip.carDescription', { color: car.color ?? '', make: car.make ?? '', model: car.model ?? '' })
    .replace(/\s+/g, ' ')
    .trim();
}

import { validationError } from '@wayfare/shared';
import type { CarTypeRepository } from '../ports/car-type-repository';

/** Car types are few: the contract's `carTypes` answers them all (docs/catalogue.md). */
const ALL_CAR_TYPES = 100;

/**
 * The name of the car type a driver's form names, by id (the apps) or by name (the back office).
 * Drivers' profiles and bookings carry the name, which dispatch matches (docs/trips.md); a value
 * that is neither is refused 'unknown_car_type'.
 */
export async function carTypeNameOf(
  carTypes: Pick<CarTypeRepository, 'get' | 'list'>,
  value: string,
): Promise<string> {
  const byId = await carTypes.get(value);
  if (byId) return byId.name;
  const { items } = await carTypes.list({ limit: ALL_CAR_TYPES });
  const byName = items.find((carType) => carType.name === value);
  if (!byName) throw validationError([{ field: 'carType', messageKey: 'unknown_car_type' }]);
  return byName.name;
}

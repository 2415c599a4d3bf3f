import { validationError } from '@wayfare/shared';
import type { CarTypeRepository } from '../ports/car-type-repository';

/** The largest page the repositories serve. */
const PAGE = 100;

/** The car type called `name`, looked for page by page: car types are few, but not bounded. */
export async function carTypeNamed(carTypes: Pick<CarTypeRepository, 'list'>, name: string) {
  let nextToken: string | null = null;
  do {
    const page = await carTypes.list({ limit: PAGE, nextToken });
    const found = page.items.find((carType) => carType.name === name);
    if (found) return found;
    nextToken = page.nextToken;
  } while (nextToken);
  return undefined;
}

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
  const byName = await carTypeNamed(carTypes, value);
  if (!byName) throw validationError([{ field: 'carType', messageKey: 'unknown_car_type' }]);
  return byName.name;
}

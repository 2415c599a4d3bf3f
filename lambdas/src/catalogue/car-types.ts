/** Car types (product.md §3): a public list for riders and the back office, and the admin's edits. */
import {
  actorOf,
  carTypeAmountFailures,
  changedFields,
  notFound,
  recordedFields,
  type CarType,
  type PricedOption,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { auditEntry } from '../audit/audit-entry';
import { MAX_PAGE_SIZE } from '../ports/page';
import { requireAdmin } from '../access/actor';
import type { CatalogueDeps } from './catalogue-deps';
import { refuseTooPreciseAmounts } from './catalogue-amounts';
import { acceptImageKey, dropReplacedImage, imageUrl } from './catalogue-images';

/** What the admin's form sends; `image` is a key from createUploadUrl(CAR_TYPE_IMAGE), omitted = keep. */
export interface CarTypeInput {
  name: string;
  image?: string;
  rate_per_unit_distance: number;
  rate_per_hour: number;
  base_fare: number;
  min_fare: number;
  convenience_fees: number;
  convenience_fee_type: CarType['convenience_fee_type'];
  parcelTypes?: PricedOption[];
  options?: PricedOption[];
}

/** Every field an operator sets; all are recorded in the audit log (rates in major units). */
const RECORDED: readonly (keyof CarType)[] = [
  'name',
  'image',
  'rate_per_unit_distance',
  'rate_per_hour',
  'base_fare',
  'min_fare',
  'convenience_fees',
  'convenience_fee_type',
  'parcelTypes',
  'options',
];

/** What callers see: the image as a read URL. */
export type CarTypeView = Omit<CarType, 'image'> & { image: string | null };

const toView = async (deps: Pick<CatalogueDeps, 'images'>, { image, ...carType }: CarType) => ({
  ...carType,
  image: await imageUrl(deps, image),
});

/**
 * Every car type, in the order added. The contract answers the whole list: an operator offers a
 * handful, so this reads the server's pages until the last (each one Query).
 */
export async function listCarTypes(deps: CatalogueDeps): Promise<CarTypeView[]> {
  const all: CarType[] = [];
  let nextToken: string | null = null;
  do {
    const page = await deps.carTypes.list({ limit: MAX_PAGE_SIZE, nextToken });
    all.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return Promise.all(all.map((carType) => toView(deps, carType)));
}

export async function addCarType(
  deps: CatalogueDeps,
  caller: Caller | null,
  input: CarTypeInput,
): Promise<CarTypeView> {
  const admin = await requireAdmin(deps.users, caller);
  await refuseTooPreciseAmounts(deps, (decimal) => carTypeAmountFailures(input, decimal));
  await acceptImageKey(deps, 'CAR_TYPE_IMAGE', input.image, undefined);
  const carType: CarType = { id: deps.newId(), ...input };
  const audit = auditEntry(deps, {
    action: 'CAR_TYPE_ADDED',
    actor: actorOf(admin),
    targetType: 'carType',
    targetId: carType.id,
    targetName: carType.name,
    before: null,
    after: recordedFields(carType, { fields: RECORDED }),
  });
  const saved = await deps.carTypes.create(carType, new Date(deps.now()), audit);
  return toView(deps, saved);
}

export async function updateCarType(
  deps: CatalogueDeps,
  caller: Caller | null,
  { id, input }: { id: string; input: CarTypeInput },
): Promise<CarTypeView> {
  const admin = await requireAdmin(deps.users, caller);
  await refuseTooPreciseAmounts(deps, (decimal) => carTypeAmountFailures(input, decimal));
  const current = await deps.carTypes.get(id);
  if (!current) throw notFound(id);
  await acceptImageKey(deps, 'CAR_TYPE_IMAGE', input.image, current.image);
  const image = input.image ?? current.image;
  const changes = { ...input, image };
  const audit = auditEntry(deps, {
    action: 'CAR_TYPE_UPDATED',
    actor: actorOf(admin),
    targetType: 'carType',
    targetId: id,
    targetName: changes.name,
    ...changedFields(current, changes, { fields: RECORDED }),
  });
  const saved = await deps.carTypes.update(id, changes, audit);
  await dropReplacedImage(deps, current.image, image);
  return toView(deps, saved);
}

/** Bookings and drivers keep the car type's name, so removing one rewrites nothing else. */
export async function deleteCarType(deps: CatalogueDeps, caller: Caller | null, id: string): Promise<string> {
  const admin = await requireAdmin(deps.users, caller);
  const current = await deps.carTypes.get(id);
  if (!current) throw notFound(id);
  await deps.carTypes.delete(
    id,
    auditEntry(deps, {
      action: 'CAR_TYPE_DELETED',
      actor: actorOf(admin),
      targetType: 'carType',
      targetId: id,
      targetName: current.name,
      before: recordedFields(current, { fields: RECORDED }),
      after: null,
    }),
  );
  await dropReplacedImage(deps, current.image, undefined);
  return id;
}

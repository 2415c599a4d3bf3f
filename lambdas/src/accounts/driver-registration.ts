/**
 * product.md §7 `user_signup` for drivers: a signed-in rider registers as a driver with name, vehicle, car
 * type and licence photo. The account becomes an unapproved driver, moves to the driver group and
 * is signed out everywhere, so the next sign-in meets 'require approval' until a manager approves.
 */
import { DomainError, type User } from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import type { AccountsDeps } from './accounts-deps';
import { requireProfile } from '../access/actor';
import { assertUploadedImage, withImageUrls } from './images';
import { carTypeNameOf } from './known-car-type';

export interface DriverRegistration {
  firstName: string;
  lastName: string;
  carType: string;
  vehicleNumber: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleColor?: string;
  licenceImageKey: string;
}

export async function registerDriver(
  deps: AccountsDeps,
  caller: Caller | null,
  input: DriverRegistration,
): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  // Only a rider becomes a driver this way: managers are created by admins, drivers are already.
  if (actor.usertype !== 'rider') throw notPermitted();
  const carType = await carTypeNameOf(deps.carTypes, input.carType);
  await assertUploadedImage(deps.images, {
    kind: 'LICENCE_IMAGE',
    ownerUid: actor.uid,
    key: input.licenceImageKey,
  });
  const username = await deps.users.usernameOf(actor.uid);
  if (!username) throw new DomainError({ code: 'FORBIDDEN', messageKey: 'user issue contact admin' });

  // Group first: should the profile write fail, a retry finds a rider in both groups and completes.
  await deps.identity.addToGroup(username, 'driver');
  const saved = await deps.users.update(actor.uid, {
    usertype: 'driver',
    approved: false,
    driverActiveStatus: false,
    firstName: input.firstName,
    lastName: input.lastName,
    carType,
    vehicleNumber: input.vehicleNumber,
    vehicleMake: input.vehicleMake,
    vehicleModel: input.vehicleModel,
    ...(input.vehicleColor ? { vehicleColor: input.vehicleColor } : {}),
    licenseImage: input.licenceImageKey,
  });
  await deps.identity.removeFromGroup(username, 'rider');
  await deps.identity.signOut(username);
  return withImageUrls(deps.images, saved);
}

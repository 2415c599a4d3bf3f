import type { UserType } from '../../api/types';
import type { UserColumnId } from '../../back-office/users/user-columns';
import { driverFields } from '../../back-office/users/user-form';

/** Licence thumbnail width (product.md §9). */
export const LICENCE_THUMBNAIL_WIDTH = 100;

const BANK_COLUMNS: UserColumnId[] = ['bankName', 'bankCode', 'bankAccount'];

/** Bank columns only when the bank_fields setting is on; admins also see the owning fleet. */
export function driverColumnIds({
  bankFields,
  viewer,
}: {
  bankFields: boolean;
  viewer: UserType;
}): UserColumnId[] {
  return [
    'createdAt',
    'firstName',
    'lastName',
    'email',
    'mobile',
    'carType',
    'vehicleNumber',
    'approved',
    'driverActiveStatus',
    'walletBalance',
    'averageRating',
    'ratingCount',
    ...(viewer === 'admin' ? (['fleetadmin'] as const) : []),
    ...(bankFields ? BANK_COLUMNS : []),
  ];
}

export const driverFormFields = (bankFields: boolean) => driverFields(bankFields);

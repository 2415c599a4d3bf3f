/**
 * User profiles (product.md §3 User), keyed by the Cognito `sub`. Money (walletBalance, walletHeld) is stored
 * in integer minor units. Access patterns: by id; by user type, newest first; a fleet admin's drivers, newest
 * first. By e-mail or mobile goes through the contact guards (user-contact.entity.ts). `searchText` is the
 * normalised name and contacts the user tables' search filters on; `username` is the Cognito username (admin
 * calls need it, the sub is the uid).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { REG_TYPES, USER_TYPES } from '@wayfare/shared';

export const userSchema = {
  model: { entity: 'user', version: '1', service: 'wayfare' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    username: { type: 'string' },
    searchText: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    email: { type: 'string' },
    mobile: { type: 'string' },
    usertype: { type: USER_TYPES, required: true },
    approved: { type: 'boolean', required: true },
    walletBalanceMinor: { type: 'number', required: true, default: 0 },
    /** Of the balance, what wallet trips in progress hold (docs/money.md); absent on a wallet that never held any. */
    walletHeldMinor: { type: 'number' },
    referralId: { type: 'string' },
    regType: { type: REG_TYPES, required: true },
    profile_image: { type: 'string' },
    licenseImage: { type: 'string' },
    driverActiveStatus: { type: 'boolean' },
    queue: { type: 'boolean' },
    fleetadmin: { type: 'string' },
    /**
     * Index-only copy of fleetadmin, '' for users outside a fleet: ElectroDB writes index keys even
     * for a missing composite, and a conditional index needs every composite on each write.
     */
    fleetKey: { type: 'string', default: '', hidden: true, readOnly: true },
    carType: { type: 'string' },
    vehicleNumber: { type: 'string' },
    vehicleMake: { type: 'string' },
    vehicleModel: { type: 'string' },
    vehicleColor: { type: 'string' },
    notificationsSeenAt: { type: 'number' },
    pushToken: { type: 'string' },
    userPlatform: { type: ['ANDROID', 'IOS', 'WEB'] as const },
    location: {
      type: 'map',
      properties: { lat: { type: 'number', required: true }, lng: { type: 'number', required: true } },
    },
    /** A driver's ratings from riders: the sum and the count, added to in the rating's transaction. */
    driverRatingTotal: { type: 'number' },
    driverRatingCount: { type: 'number' },
    /** A rider's ratings from drivers: the sum and the count, added to in the rating's transaction. */
    riderRatingTotal: { type: 'number' },
    riderRatingCount: { type: 'number' },
    signupViaReferral: { type: 'string' },
    bankName: { type: 'string' },
    bankCode: { type: 'string' },
    bankAccount: { type: 'string' },
    other_info: { type: 'string' },
    lang: {
      type: 'map',
      properties: {
        langLocale: { type: 'string', required: true },
        dateLocale: { type: 'string', required: true },
      },
    },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['uid'] },
      sk: { field: 'sk', composite: [] },
    },
    byType: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['usertype'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    byFleet: {
      index: 'gsi2',
      // Sparse: only drivers owned by a fleet admin enter this index.
      condition: (composite: Record<string, unknown>) => composite.fleetKey !== '',
      pk: { field: 'gsi2pk', composite: ['fleetKey'] },
      sk: { field: 'gsi2sk', composite: ['createdAt'] },
    },
  },
} as const;

export const userEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(userSchema, { client, table });

/**
 * User profiles (SPEC §3 User), keyed by the Cognito `sub`. Money (walletBalance) is stored in
 * integer minor units. Access patterns: by id; by user type, newest first.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const USER_TYPES = ['rider', 'driver', 'fleetadmin', 'admin'] as const;
export const REG_TYPES = ['email', 'mobile', 'social', 'admin', 'registration'] as const;

export const userSchema = {
  model: { entity: 'user', version: '1', service: 'wayfare' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    email: { type: 'string' },
    mobile: { type: 'string' },
    usertype: { type: USER_TYPES, required: true },
    approved: { type: 'boolean', required: true },
    walletBalanceMinor: { type: 'number', required: true, default: 0 },
    referralId: { type: 'string' },
    regType: { type: REG_TYPES, required: true },
    profile_image: { type: 'string' },
    licenseImage: { type: 'string' },
    driverActiveStatus: { type: 'boolean' },
    queue: { type: 'boolean' },
    fleetadmin: { type: 'string' },
    carType: { type: 'string' },
    vehicleNumber: { type: 'string' },
    vehicleMake: { type: 'string' },
    vehicleModel: { type: 'string' },
    lang: { type: 'map', properties: { langLocale: { type: 'string' }, dateLocale: { type: 'string' } } },
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
  },
} as const;

export const userEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(userSchema, { client, table });

import type { User } from '@wayfare/shared';
import type { DemoAccounts } from '../twin-config';

export type DemoUser = Omit<User, 'uid' | 'createdAt'> & {
  /** The sign-in aliases of the Cognito user. */
  contact: { email?: string; phone_number?: string };
  /** Seeded as a driver of the demo fleet admin. */
  inDemoFleet?: true;
};

/** One account of each user type; e-mail for the back-office staff, mobile numbers for the apps. */
export const demoUsers: Record<keyof DemoAccounts, DemoUser> = {
  admin: {
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@wayfare.example',
    mobile: '+12125550190',
    usertype: 'admin',
    approved: true,
    walletBalance: 0,
    regType: 'admin',
    contact: { email: 'admin@wayfare.example' },
  },
  fleetadmin: {
    firstName: 'Felix',
    lastName: 'Fleet',
    email: 'fleet@wayfare.example',
    mobile: '+12125550191',
    usertype: 'fleetadmin',
    approved: true,
    walletBalance: 0,
    regType: 'admin',
    contact: { email: 'fleet@wayfare.example' },
  },
  driver: {
    firstName: 'Dana',
    lastName: 'Driver',
    mobile: '+12125550102',
    usertype: 'driver',
    approved: true,
    walletBalance: 42.5,
    regType: 'mobile',
    referralId: 'DRVRA',
    driverActiveStatus: true,
    queue: false,
    carType: 'Economy',
    vehicleNumber: 'NYC-4821',
    vehicleMake: 'Toyota',
    vehicleModel: 'Prius',
    vehicleColor: 'White',
    // The demo apps' devices: push notifications reach the outbox.
    pushToken: 'demo-push-token-driver-dana',
    userPlatform: 'IOS',
    contact: { phone_number: '+12125550102' },
  },
  rider: {
    firstName: 'Riley',
    lastName: 'Rider',
    mobile: '+12125550101',
    email: 'riley@wayfare.example',
    usertype: 'rider',
    approved: true,
    walletBalance: 25,
    regType: 'mobile',
    referralId: 'RIDRA',
    pushToken: 'demo-push-token-rider-riley',
    userPlatform: 'ANDROID',
    contact: { phone_number: '+12125550101' },
  },
};

/** More people for the user tables: riders, the demo fleet's drivers, and a driver awaiting approval. */
export const moreDemoUsers: readonly DemoUser[] = [
  {
    firstName: 'Rosa',
    lastName: 'Rivera',
    mobile: '+12125550103',
    email: 'rosa@wayfare.example',
    usertype: 'rider',
    approved: true,
    walletBalance: 0,
    regType: 'mobile',
    referralId: 'RIDRB',
    contact: { phone_number: '+12125550103' },
  },
  {
    firstName: 'Omar',
    lastName: 'Okafor',
    email: 'omar@wayfare.example',
    usertype: 'rider',
    approved: true,
    walletBalance: 10,
    regType: 'email',
    referralId: 'RIDRC',
    contact: { email: 'omar@wayfare.example' },
  },
  {
    firstName: 'Farid',
    lastName: 'Fahmy',
    mobile: '+12125550105',
    usertype: 'driver',
    approved: true,
    walletBalance: 0,
    regType: 'admin',
    referralId: 'DRVRB',
    driverActiveStatus: true,
    queue: false,
    carType: 'Economy',
    vehicleNumber: 'NYC-7310',
    vehicleMake: 'Honda',
    vehicleModel: 'Insight',
    vehicleColor: 'Silver',
    contact: { phone_number: '+12125550105' },
    inDemoFleet: true,
  },
  {
    firstName: 'Fiona',
    lastName: 'Field',
    mobile: '+12125550106',
    usertype: 'driver',
    approved: true,
    walletBalance: 0,
    regType: 'admin',
    referralId: 'DRVRC',
    driverActiveStatus: false,
    queue: false,
    carType: 'Comfort',
    vehicleNumber: 'NYC-2274',
    vehicleMake: 'Hyundai',
    vehicleModel: 'Ioniq',
    vehicleColor: 'Blue',
    contact: { phone_number: '+12125550106' },
    inDemoFleet: true,
  },
  {
    firstName: 'Uma',
    lastName: 'Unapproved',
    mobile: '+12125550107',
    usertype: 'driver',
    approved: false,
    walletBalance: 0,
    regType: 'mobile',
    referralId: 'DRVRD',
    driverActiveStatus: false,
    queue: false,
    carType: 'Economy',
    vehicleNumber: 'NYC-5512',
    contact: { phone_number: '+12125550107' },
  },
];

/** A driver who signed up and awaits approval: signing in answers 'require approval'. */
export const unapprovedDriverContact = '+12125550107';

export const demoAccounts: DemoAccounts = {
  admin: 'admin@wayfare.example',
  fleetadmin: 'fleet@wayfare.example',
  driver: '+12125550102',
  rider: '+12125550101',
};

import type { User } from '@wayfare/shared';
import type { DemoAccounts } from '../twin-config';

type DemoUser = Omit<User, 'uid' | 'createdAt'> & { contact: { email?: string; phone_number?: string } };

/** One account of each user type; e-mail for the back-office staff, mobile numbers for the apps. */
export const demoUsers: Record<keyof DemoAccounts, DemoUser> = {
  admin: {
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@wayfare.example',
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
    contact: { phone_number: '+12125550101' },
  },
};

export const demoAccounts: DemoAccounts = {
  admin: 'admin@wayfare.example',
  fleetadmin: 'fleet@wayfare.example',
  driver: '+12125550102',
  rider: '+12125550101',
};

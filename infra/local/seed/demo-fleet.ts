/**
 * The demo city's drivers and riders beyond the four sign-in accounts (demo-accounts.ts): drivers
 * of every car type around Manhattan and Brooklyn, in the demo fleet and independent, and riders
 * whose trips fill the history. Each driver's home is a gazetteer place it waits near.
 */
import { demoUsers, moreDemoUsers, type DemoUser } from './demo-accounts';

interface DriverRow {
  first: string;
  last: string;
  carType: string;
  car: readonly [make: string, model: string, colour: string];
  plate: string;
  home: string;
  fleet: boolean;
  online: boolean;
}

const DRIVER_ROWS: readonly DriverRow[] = [
  {
    first: 'Marcus',
    last: 'Bell',
    carType: 'Comfort',
    car: ['Toyota', 'Camry Hybrid', 'Black'],
    plate: 'NYC-6120',
    home: 'Grand Central Terminal',
    fleet: true,
    online: true,
  },
  {
    first: 'Lena',
    last: 'Novak',
    carType: 'XL',
    car: ['Chevrolet', 'Suburban', 'Black'],
    plate: 'NYC-3391',
    home: 'Pennsylvania Station',
    fleet: true,
    online: true,
  },
  {
    first: 'Tomás',
    last: 'Reyes',
    carType: 'Economy',
    car: ['Honda', 'Civic', 'Silver'],
    plate: 'NYC-8804',
    home: 'Williamsburg',
    fleet: false,
    online: true,
  },
  {
    first: 'Aisha',
    last: 'Khan',
    carType: 'Comfort',
    car: ['Tesla', 'Model 3', 'White'],
    plate: 'NYC-1457',
    home: 'DUMBO',
    fleet: false,
    online: true,
  },
  {
    first: 'Wei',
    last: 'Chen',
    carType: 'XL',
    car: ['Toyota', 'Sienna', 'Grey'],
    plate: 'NYC-2068',
    home: 'Barclays Center',
    fleet: false,
    online: true,
  },
  {
    first: 'Jamal',
    last: 'Carter',
    carType: 'Delivery Bike',
    car: ['Rad Power', 'RadWagon', 'Orange'],
    plate: 'BK-0312',
    home: 'Union Square',
    fleet: true,
    online: true,
  },
  {
    first: 'Sofia',
    last: 'Rossi',
    carType: 'Economy',
    car: ['Kia', 'Niro', 'Blue'],
    plate: 'NYC-5523',
    home: 'American Museum of Natural History',
    fleet: true,
    online: true,
  },
  {
    first: 'Noah',
    last: 'Friedman',
    carType: 'Delivery Bike',
    car: ['Cannondale', 'Treadwell', 'Green'],
    plate: 'BK-0788',
    home: 'Park Slope',
    fleet: false,
    online: true,
  },
  {
    first: 'Priya',
    last: 'Patel',
    carType: 'Economy',
    car: ['Hyundai', 'Elantra', 'Red'],
    plate: 'NYC-9046',
    home: 'Harlem 125th Street',
    fleet: false,
    online: true,
  },
  {
    first: 'Kofi',
    last: 'Mensah',
    carType: 'Comfort',
    car: ['Lexus', 'ES 300h', 'Grey'],
    plate: 'NYC-4410',
    home: 'Hudson Yards',
    fleet: true,
    online: true,
  },
  {
    first: 'Elena',
    last: 'Petrova',
    carType: 'Economy',
    car: ['Nissan', 'Leaf', 'White'],
    plate: 'NYC-7731',
    home: 'Brooklyn Borough Hall',
    fleet: true,
    online: true,
  },
  {
    first: 'Yusuf',
    last: 'Demir',
    carType: 'XL',
    car: ['Ford', 'Transit Connect', 'White'],
    plate: 'NYC-3187',
    home: 'Port Authority Bus Terminal',
    fleet: false,
    online: true,
  },
  {
    first: 'Diego',
    last: 'Alvarez',
    carType: 'XL',
    car: ['Honda', 'Odyssey', 'Silver'],
    plate: 'NYC-6652',
    home: 'Crown Heights',
    fleet: true,
    online: false,
  },
];

/** Mobile numbers +1 212 555 0110 … 0122, one per driver row. */
export const demoFleetDrivers: readonly DemoUser[] = DRIVER_ROWS.map((row, index) => {
  const mobile = `+121255501${String(10 + index).padStart(2, '0')}`;
  return {
    firstName: row.first,
    lastName: row.last,
    mobile,
    usertype: 'driver',
    approved: true,
    walletBalance: 0,
    regType: row.fleet ? 'admin' : 'mobile',
    referralId: `DRV${String.fromCharCode(69 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`,
    driverActiveStatus: row.online,
    queue: false,
    carType: row.carType,
    vehicleNumber: row.plate,
    vehicleMake: row.car[0],
    vehicleModel: row.car[1],
    vehicleColor: row.car[2],
    contact: { phone_number: mobile },
    ...(row.fleet ? { inDemoFleet: true as const } : {}),
  };
});

/** Riders whose trips fill the history beside the demo rider's. */
export const demoFleetRiders: readonly DemoUser[] = [
  { firstName: 'Grace', lastName: 'Kim', mobile: '+12125550130', contact: { phone_number: '+12125550130' } },
  { firstName: 'Ben', lastName: 'Okoro', mobile: '+12125550131', contact: { phone_number: '+12125550131' } },
  {
    firstName: 'Hannah',
    lastName: 'Weiss',
    email: 'hannah@wayfare.example',
    contact: { email: 'hannah@wayfare.example' },
  },
].map((rider, index) => ({
  ...rider,
  usertype: 'rider' as const,
  approved: true,
  walletBalance: 0,
  regType: rider.mobile ? ('mobile' as const) : ('email' as const),
  referralId: `RIDR${String.fromCharCode(68 + index)}`,
}));

/** The gazetteer place each driver (by mobile) waits near when idle. */
export const driverHomes: Readonly<Record<string, string>> = {
  [demoUsers.driver.mobile!]: 'Times Square',
  ...Object.fromEntries(
    moreDemoUsers
      .filter((user) => user.usertype === 'driver')
      .map((user, index) => [
        user.mobile!,
        ['Columbus Circle', 'Flatiron Building', 'Atlantic Terminal'][index],
      ]),
  ),
  ...Object.fromEntries(DRIVER_ROWS.map((row, index) => [demoFleetDrivers[index].mobile!, row.home])),
};

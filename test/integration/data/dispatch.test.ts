/** The geo-cell dispatch index against DynamoDB Local (docs/data-model.md). */
import { haversineKm, type DispatchCandidate, type LatLng } from '@wayfare/shared';
import { DynamoDispatchIndex } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-index.repository';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
let dispatch: DynamoDispatchIndex;

beforeAll(async () => {
  table = await startLocalTable();
  dispatch = new DynamoDispatchIndex(table.client, table.tableName);
});
afterAll(() => table?.close());

const timesSquare: LatLng = { lat: 40.758, lng: -73.9855 };
/** A point `km` east of Times Square. */
const east = (km: number): LatLng => ({
  lat: timesSquare.lat,
  lng: timesSquare.lng + km / (111.32 * Math.cos((timesSquare.lat * Math.PI) / 180)),
});

let clockMs = Date.UTC(2024, 5, 1);
const tick = () => new Date((clockMs += 1000));

const driver = (
  uid: string,
  location: LatLng,
  overrides: Partial<DispatchCandidate> = {},
): DispatchCandidate => ({
  uid,
  usertype: 'driver',
  approved: true,
  driverActiveStatus: true,
  queue: false,
  carType: 'Sedan',
  location,
  ...overrides,
});

const nearby = (radiusKm = 10, carType = 'Sedan', limit = 50) =>
  dispatch.findNearby({ carType, pickup: timesSquare, radiusKm, limit });
const uids = async (radiusKm = 10, carType = 'Sedan') => (await nearby(radiusKm, carType)).map((d) => d.uid);

describe('nearest dispatchable drivers', () => {
  beforeAll(async () => {
    await dispatch.update(driver('at-3km', east(3)), tick());
    await dispatch.update(driver('at-1km', east(1)), tick());
    await dispatch.update(driver('at-8km', east(8)), tick());
    await dispatch.update(driver('at-15km', east(15)), tick());
    await dispatch.update(driver('suv-1km', east(1), { carType: 'SUV' }), tick());
    await dispatch.update(driver('offline', east(1), { driverActiveStatus: false }), tick());
    await dispatch.update(driver('unapproved', east(1), { approved: false }), tick());
    await dispatch.update(driver('on-trip', east(1), { queue: true }), tick());
  });

  it('finds drivers of the car type within the radius, nearest first, with their distance', async () => {
    const found = await nearby();
    expect(found.map((d) => d.uid)).toEqual(['at-1km', 'at-3km', 'at-8km']);
    expect(found[0].distanceKm).toBeCloseTo(haversineKm(timesSquare, east(1)), 6);
    expect(await uids(2)).toEqual(['at-1km']);
    expect(await uids(20)).toEqual(['at-1km', 'at-3km', 'at-8km', 'at-15km']);
    expect(await uids(10, 'SUV')).toEqual(['suv-1km']);
  });

  it('returns at most the number asked for', async () => {
    expect(
      (await dispatch.findNearby({ carType: 'Sedan', pickup: timesSquare, radiusKm: 20, limit: 2 })).map(
        (d) => d.uid,
      ),
    ).toEqual(['at-1km', 'at-3km']);
  });

  it('follows a driver who moves, goes offline, comes back and takes a trip', async () => {
    await dispatch.update(driver('mover', east(30)), tick());
    expect(await uids()).not.toContain('mover');
    await dispatch.update(driver('mover', east(0.5)), tick());
    expect((await uids())[0]).toBe('mover');
    await dispatch.update(driver('mover', east(0.6)), tick());
    expect((await nearby()).filter((d) => d.uid === 'mover')).toHaveLength(1);
    await dispatch.update(driver('mover', east(0.6), { driverActiveStatus: false }), tick());
    expect(await uids()).not.toContain('mover');
    await dispatch.update(driver('mover', east(0.6)), tick());
    expect(await uids()).toContain('mover');
    await dispatch.update(driver('mover', east(0.6), { queue: true }), tick());
    expect(await uids()).not.toContain('mover');
    await dispatch.update(driver('mover', east(0.6), { carType: 'SUV', queue: false }), tick());
    expect(await uids()).not.toContain('mover');
    expect(await uids(10, 'SUV')).toContain('mover');
    await dispatch.remove('mover', tick());
    expect(await uids(10, 'SUV')).not.toContain('mover');
  });

  it('keeps the latest report when reports arrive out of order', async () => {
    const late = tick();
    const early = new Date(late.getTime() - 500);
    await dispatch.update(driver('jumpy', east(2)), late);
    await dispatch.update(driver('jumpy', east(40)), early);
    expect(await uids()).toContain('jumpy');
    await dispatch.remove('jumpy', tick());
  });

  it('indexes a driver once under concurrent reports', async () => {
    const at = tick().getTime();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        dispatch.update(driver('busy', east(1 + i * 3)), new Date(at + i)),
      ),
    );
    const found = (await nearby(40)).filter((d) => d.uid === 'busy');
    expect(found).toHaveLength(1);
    // The last report (1 + 9 × 3 = 28 km east) is where the driver is.
    expect(found[0].distanceKm).toBeCloseTo(haversineKm(timesSquare, east(28)), 6);
  });
});

describe('the dashboard map index', () => {
  const box = { south: 40.7, west: -74.05, north: 40.82, east: -73.85 };
  const inBox = async (fleet?: string, limit = 50) =>
    (await dispatch.findInBox({ box, limit, ...(fleet === undefined ? {} : { fleet }) })).map((d) => d.uid);

  beforeAll(async () => {
    await dispatch.update(driver('map-idle', east(1), { fleetadmin: 'fleet-a' }), tick());
    await dispatch.update(driver('map-on-trip', east(2), { queue: true, fleetadmin: 'fleet-a' }), tick());
    await dispatch.update(
      driver('map-no-car', east(3), { carType: undefined, fleetadmin: 'fleet-b' }),
      tick(),
    );
    await dispatch.update(driver('map-far', { lat: 41.5, lng: -73.9 }), tick());
    await dispatch.update(driver('map-offline', east(1), { driverActiveStatus: false }), tick());
    await dispatch.update(driver('map-unapproved', east(1), { approved: false }), tick());
  });

  it('holds approved, online drivers with a position, idle or on a trip, inside the box', async () => {
    const all = await inBox();
    expect(all).toEqual(expect.arrayContaining(['map-idle', 'map-on-trip', 'map-no-car']));
    for (const absent of ['map-far', 'map-offline', 'map-unapproved']) expect(all).not.toContain(absent);
  });

  it('reads only one fleet when asked, and stops at the limit', async () => {
    expect(await inBox('fleet-a')).toEqual(['map-idle', 'map-on-trip']);
    expect(await inBox('fleet-b')).toEqual(['map-no-car']);
    expect(await inBox('fleet-a', 1)).toHaveLength(1);
  });

  it('moves a driver between cells and fleets, and takes it out when it goes offline or is removed', async () => {
    await dispatch.update(driver('map-mover', { lat: 41.5, lng: -73.9 }, { fleetadmin: 'fleet-c' }), tick());
    expect(await inBox('fleet-c')).toEqual([]);
    await dispatch.update(driver('map-mover', east(4), { fleetadmin: 'fleet-c' }), tick());
    expect(await inBox('fleet-c')).toEqual(['map-mover']);
    await dispatch.update(driver('map-mover', east(4), { fleetadmin: 'fleet-d' }), tick());
    expect(await inBox('fleet-c')).toEqual([]);
    expect(await inBox('fleet-d')).toEqual(['map-mover']);
    await dispatch.update(
      driver('map-mover', east(4), { driverActiveStatus: false, fleetadmin: 'fleet-d' }),
      tick(),
    );
    expect(await inBox('fleet-d')).toEqual([]);
    await dispatch.update(driver('map-idle', east(1), { fleetadmin: 'fleet-a' }), tick());
    await dispatch.remove('map-idle', tick());
    expect(await inBox('fleet-a')).toEqual(['map-on-trip']);
  });
});

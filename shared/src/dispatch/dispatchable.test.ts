import { dispatchSpotOf, mapSpotOf, type DispatchCandidate } from './dispatchable';

const online: DispatchCandidate = {
  uid: 'd1',
  usertype: 'driver',
  approved: true,
  driverActiveStatus: true,
  queue: false,
  carType: 'Sedan',
  location: { lat: 40.7, lng: -74 },
};

describe('dispatchSpotOf', () => {
  it('places an approved, online, idle driver with a car type and a position', () => {
    expect(dispatchSpotOf(online)).toEqual({ carType: 'Sedan', location: { lat: 40.7, lng: -74 } });
    expect(dispatchSpotOf({ ...online, queue: undefined })).not.toBeNull();
  });

  it.each<[string, Partial<DispatchCandidate>]>([
    ['not approved', { approved: false }],
    ['offline', { driverActiveStatus: false }],
    ['online status unknown', { driverActiveStatus: undefined }],
    ['on a trip', { queue: true }],
    ['without a car type', { carType: undefined }],
    ['with an empty car type', { carType: '' }],
    ['without a position', { location: undefined }],
    ['not a driver', { usertype: 'rider' }],
  ])('leaves out a driver %s', (_, change) => {
    expect(dispatchSpotOf({ ...online, ...change })).toBeNull();
  });
});

describe('mapSpotOf', () => {
  it('places an approved, online driver with a position, idle or on a trip, with its fleet', () => {
    expect(mapSpotOf(online)).toEqual({ fleet: '', location: { lat: 40.7, lng: -74 } });
    expect(mapSpotOf({ ...online, queue: true, fleetadmin: 'f1', carType: undefined })).toEqual({
      fleet: 'f1',
      location: { lat: 40.7, lng: -74 },
    });
  });

  it.each<[string, Partial<DispatchCandidate>]>([
    ['not approved', { approved: false }],
    ['offline', { driverActiveStatus: false }],
    ['without a position', { location: undefined }],
    ['not a driver', { usertype: 'rider' }],
  ])('leaves out a driver %s', (_, change) => {
    expect(mapSpotOf({ ...online, ...change })).toBeNull();
  });
});

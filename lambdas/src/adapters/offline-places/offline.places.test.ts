import { DomainError, haversineKm } from '@wayfare/shared';
import { decodePolyline } from '@wayfare/shared';
import { NYC_GAZETTEER, type GazetteerEntry } from './nyc-gazetteer';
import { createOfflinePlaces, OFFLINE_ROUTING } from './offline.places';

const places = createOfflinePlaces(NYC_GAZETTEER);
const timesSquare = { lat: 40.758, lng: -73.9855 };
const barclays = { lat: 40.6826, lng: -73.9754 };
const coneyIsland = { lat: 40.5744, lng: -73.979 };

describe('offline places: route', () => {
  it('is the great-circle distance times the road factor, at the average urban speed', async () => {
    const route = await places.route(timesSquare, barclays);
    const straight = haversineKm(timesSquare, barclays);
    expect(route.distanceKm).toBeCloseTo(straight * OFFLINE_ROUTING.roadFactor, 3);
    expect(route.distanceKm).toBeGreaterThan(10);
    expect(route.distanceKm).toBeLessThan(11);
    expect(route.durationSecs).toBe(Math.round((route.distanceKm / OFFLINE_ROUTING.averageSpeedKmh) * 3600));
    expect(decodePolyline(route.polyline!)).toEqual([timesSquare, barclays]);
  });

  it('grows with the distance: Times Square to Coney Island is longer than to Barclays Center', async () => {
    const near = await places.route(timesSquare, barclays);
    const far = await places.route(timesSquare, coneyIsland);
    expect(far.distanceKm).toBeGreaterThan(near.distanceKm);
    expect(far.durationSecs).toBeGreaterThan(near.durationSecs);
  });

  it('passes the stops in order: the sum of the legs, the polyline through every point', async () => {
    const route = await places.route(timesSquare, coneyIsland, [barclays]);
    const legs = haversineKm(timesSquare, barclays) + haversineKm(barclays, coneyIsland);
    expect(route.distanceKm).toBeCloseTo(legs * OFFLINE_ROUTING.roadFactor, 3);
    expect(route.distanceKm).toBeGreaterThan((await places.route(timesSquare, coneyIsland)).distanceKm);
    expect(decodePolyline(route.polyline!)).toEqual([timesSquare, barclays, coneyIsland]);
  });

  it('is a zero-length trip for one point', async () => {
    await expect(places.route(timesSquare, timesSquare)).resolves.toMatchObject({
      distanceKm: 0,
      durationSecs: 0,
    });
  });

  it("is NO_ROUTE 'No Route Found' beyond a car trip's reach", async () => {
    const washington = { lat: 38.8977, lng: -77.0365 }; // ≈ 330 km: still a (long) car trip
    await expect(places.route(timesSquare, washington)).resolves.toMatchObject({
      distanceKm: expect.any(Number),
    });
    const london = { lat: 51.5072, lng: -0.1276 };
    const error = await places.route(timesSquare, london).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'NO_ROUTE', messageKey: 'No Route Found' });
  });
});

describe('offline places: suggest', () => {
  it('matches a name prefix, case and punctuation aside', async () => {
    const [first] = await places.suggest('EMPIRE st');
    expect(first).toMatchObject({
      add: 'Empire State Building, 350 5th Ave, New York, NY 10118',
      lat: 40.7484,
      lng: -73.9857,
      placeId: expect.stringMatching(/^offline-/),
    });
    expect((await places.suggest('st marks'))[0].add).toMatch(/^St\. Mark's Place/);
  });

  it('matches words anywhere in the name or address, every word of the text', async () => {
    const results = await places.suggest('surf ave');
    expect(results.length).toBeGreaterThanOrEqual(4);
    for (const result of results) expect(result.add).toMatch(/Surf Ave/);
    expect(await places.suggest('surf zzz')).toEqual([]);
  });

  it('puts name matches before address matches when no point is given', async () => {
    const results = await places.suggest('brooklyn');
    expect(results[0].add.startsWith('Brooklyn')).toBe(true);
    expect(results.length).toBe(8);
  });

  it('puts the nearest first when a point is given', async () => {
    const nearBarclays = await places.suggest('park', barclays);
    const distances = nearBarclays.map((result) =>
      haversineKm(barclays, { lat: result.lat!, lng: result.lng! }),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const nearTimesSquare = await places.suggest('park', timesSquare);
    expect(nearTimesSquare[0].add).not.toBe(nearBarclays[0].add);
  });

  it('answers nothing to empty or punctuation-only text', async () => {
    expect(await places.suggest('   ')).toEqual([]);
    expect(await places.suggest('...')).toEqual([]);
  });

  it('keeps a stable place id per entry', async () => {
    const [a] = await places.suggest('barclays');
    const [b] = await places.suggest('barclays center', timesSquare);
    expect(a.placeId).toBe(b.placeId);
  });
});

describe('offline places: address', () => {
  it('is the nearest gazetteer entry with its address', async () => {
    await expect(places.address({ lat: 40.7485, lng: -73.9855 })).resolves.toMatchObject({
      add: 'Empire State Building, 350 5th Ave, New York, NY 10118',
    });
    await expect(places.address({ lat: 40.6827, lng: -73.9756 })).resolves.toMatchObject({
      add: 'Barclays Center, 620 Atlantic Ave, Brooklyn, NY 11217',
    });
  });

  it('is null far from the demo city', async () => {
    await expect(places.address({ lat: 41.5, lng: -73.9 })).resolves.toBeNull();
  });
});

describe('the demo city gazetteer', () => {
  const inNewYorkArea = ({ lat, lng }: GazetteerEntry) =>
    lat > 40.49 && lat < 40.92 && lng > -74.26 && lng < -73.69;

  it('holds a few hundred named places, all within the New York City area', () => {
    expect(NYC_GAZETTEER.length).toBeGreaterThanOrEqual(200);
    expect(NYC_GAZETTEER.filter((entry) => !inNewYorkArea(entry))).toEqual([]);
  });

  it('names each place once and gives each an address with a state and a ZIP code', () => {
    const names = NYC_GAZETTEER.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(NYC_GAZETTEER.filter((entry) => !/, (NY|NJ) \d{5}$/.test(entry.address))).toEqual([]);
  });
});

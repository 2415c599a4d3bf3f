import { CalculateRouteCommand, LocationClient } from '@aws-sdk/client-location';
import { mockClient } from 'aws-sdk-client-mock';
import type { placesFrom as PlacesFrom } from './deps';

const timesSquare = { lat: 40.758, lng: -73.9855 };
const barclays = { lat: 40.6826, lng: -73.9754 };
let placesFrom: typeof PlacesFrom;

// deps.ts reads this process's environment at import, which needs a table name.
beforeAll(async () => {
  process.env.TABLE_NAME ??= 'wayfare-test';
  ({ placesFrom } = await import('./deps'));
});

describe('places adapter choice', () => {
  const location = mockClient(LocationClient);
  const client = () => new LocationClient({ region: 'us-east-1' });
  afterEach(() => location.reset());

  it('answers from the offline gazetteer on the twin, without calling Amazon Location', async () => {
    const places = placesFrom({ provider: 'offline' }, client);
    const [suggestion] = await places.suggest('barclays');
    expect(suggestion.add).toBe('Barclays Center, 620 Atlantic Ave, Brooklyn, NY 11217');
    await expect(places.route(timesSquare, barclays)).resolves.toMatchObject({
      distanceKm: expect.any(Number),
    });
    expect(location.calls()).toHaveLength(0);
  });

  it("uses the stage's route calculator in the cloud", async () => {
    location.on(CalculateRouteCommand).resolves({
      Summary: {
        Distance: 9.1,
        DurationSeconds: 1500,
        DistanceUnit: 'Kilometers',
        RouteBBox: [],
        DataSource: 'Esri',
      },
      Legs: [],
    });
    const places = placesFrom(
      {
        provider: 'amazon-location',
        placeIndex: 'wayfare-dev-places',
        routeCalculator: 'wayfare-dev-routes',
      },
      client,
    );
    await expect(places.route(timesSquare, barclays)).resolves.toEqual({
      distanceKm: 9.1,
      durationSecs: 1500,
    });
    expect(location.commandCalls(CalculateRouteCommand)[0].args[0].input.CalculatorName).toBe(
      'wayfare-dev-routes',
    );
  });

  it('fails loudly in a function that was given no places', () => {
    expect(() => placesFrom(undefined, client)).toThrow(/given no places/);
  });
});

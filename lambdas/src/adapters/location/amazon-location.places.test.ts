import {
  AccessDeniedException,
  CalculateRouteCommand,
  LocationClient,
  SearchPlaceIndexForPositionCommand,
  SearchPlaceIndexForTextCommand,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-location';
import { mockClient } from 'aws-sdk-client-mock';
import { DomainError } from '@wayfare/shared';
import { createAmazonLocationPlaces } from './amazon-location.places';
import { decodePolyline } from '@wayfare/shared';

const location = mockClient(LocationClient);
const places = createAmazonLocationPlaces(new LocationClient({ region: 'us-east-1' }), {
  placeIndex: 'wayfare-qa-places',
  routeCalculator: 'wayfare-qa-routes',
});

const timesSquare = { lat: 40.758, lng: -73.9855 };
const wallStreet = { lat: 40.7061, lng: -74.0088 };
const meta = { $metadata: {} };

afterEach(() => location.reset());

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('Amazon Location places: route', () => {
  it('asks the route calculator for a car route in km, lng-first, and encodes its line', async () => {
    location.on(CalculateRouteCommand).resolves({
      Summary: {
        Distance: 7.42,
        DurationSeconds: 1260.6,
        DistanceUnit: 'Kilometers',
        RouteBBox: [],
        DataSource: 'Esri',
      },
      Legs: [
        {
          StartPosition: [-73.9855, 40.758],
          EndPosition: [-74.0088, 40.7061],
          Distance: 7.42,
          DurationSeconds: 1260.6,
          Steps: [],
          Geometry: {
            LineString: [
              [-73.9855, 40.758],
              [-73.99, 40.73],
              [-74.0088, 40.7061],
            ],
          },
        },
      ],
    });

    const route = await places.route(timesSquare, wallStreet);

    expect(route).toMatchObject({ distanceKm: 7.42, durationSecs: 1261 });
    expect(decodePolyline(route.polyline!)).toEqual([timesSquare, { lat: 40.73, lng: -73.99 }, wallStreet]);
    expect(location.commandCalls(CalculateRouteCommand)[0].args[0].input).toEqual({
      CalculatorName: 'wayfare-qa-routes',
      DeparturePosition: [-73.9855, 40.758],
      DestinationPosition: [-74.0088, 40.7061],
      TravelMode: 'Car',
      DistanceUnit: 'Kilometers',
      IncludeLegGeometry: true,
    });
  });

  it('asks one route through the stops as waypoints, in order', async () => {
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
    const stop = { lat: 40.73, lng: -73.99 };

    await expect(places.route(timesSquare, wallStreet, [stop])).resolves.toMatchObject({
      distanceKm: 9.1,
      durationSecs: 1500,
    });
    expect(location.commandCalls(CalculateRouteCommand)[0].args[0].input).toMatchObject({
      DeparturePosition: [-73.9855, 40.758],
      WaypointPositions: [[-73.99, 40.73]],
      DestinationPosition: [-74.0088, 40.7061],
    });
  });

  it("is NO_ROUTE 'No Route Found' when the calculator cannot join the points", async () => {
    location.on(CalculateRouteCommand).rejects(
      new ValidationException({
        message: 'Route not found',
        Message: 'Route not found',
        $metadata: {},
        Reason: 'Other',
        FieldList: [],
      }),
    );
    const error = await failure(places.route(timesSquare, { lat: 51.5, lng: -0.12 }));
    expect(error).toMatchObject({ code: 'NO_ROUTE', messageKey: 'No Route Found' });
  });

  it("is 'No Route Found' when the answer has no route summary", async () => {
    location.on(CalculateRouteCommand).resolves({ ...meta, Legs: [] });
    const error = await failure(places.route(timesSquare, wallStreet));
    expect(error.messageKey).toBe('No Route Found');
  });

  it("is 'getDirectionsApi Call Error' when the call itself fails", async () => {
    location
      .on(CalculateRouteCommand)
      .rejects(new ThrottlingException({ message: 'slow down', Message: 'slow down', $metadata: {} }));
    const error = await failure(places.route(timesSquare, wallStreet));
    expect(error).toMatchObject({ code: 'NO_ROUTE', messageKey: 'getDirectionsApi Call Error' });
    expect(error.cause).toBeInstanceOf(ThrottlingException);
  });
});

describe('Amazon Location places: suggest', () => {
  it('searches the place index near the given point and returns labelled points', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Summary: undefined,
      Results: [
        {
          PlaceId: 'p-1',
          Place: { Label: 'Empire State Building, New York', Geometry: { Point: [-73.9857, 40.7484] } },
        },
        { PlaceId: 'p-2', Place: { Label: 'No point here', Geometry: undefined } },
      ],
    });

    const suggestions = await places.suggest('empire', timesSquare);

    expect(suggestions).toEqual([
      { placeId: 'p-1', add: 'Empire State Building, New York', lat: 40.7484, lng: -73.9857 },
    ]);
    expect(location.commandCalls(SearchPlaceIndexForTextCommand)[0].args[0].input).toMatchObject({
      IndexName: 'wayfare-qa-places',
      Text: 'empire',
      BiasPosition: [-73.9855, 40.758],
    });
  });

  it('searches without a bias when no point is given', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({ Summary: undefined, Results: [] });
    await expect(places.suggest('empire')).resolves.toEqual([]);
    expect(
      location.commandCalls(SearchPlaceIndexForTextCommand)[0].args[0].input.BiasPosition,
    ).toBeUndefined();
  });

  it("is 'fetchPlacesAutocomplete Call Error' when the call fails or has no results field", async () => {
    location
      .on(SearchPlaceIndexForTextCommand)
      .rejects(new AccessDeniedException({ message: 'no', Message: 'no', $metadata: {} }));
    expect((await failure(places.suggest('empire'))).messageKey).toBe('fetchPlacesAutocomplete Call Error');

    location.on(SearchPlaceIndexForTextCommand).resolves({ ...meta });
    expect((await failure(places.suggest('empire'))).messageKey).toBe('fetchPlacesAutocomplete Call Error');
  });
});

describe('Amazon Location places: address', () => {
  it('reverse geocodes the point to the nearest labelled place', async () => {
    location.on(SearchPlaceIndexForPositionCommand).resolves({
      Summary: undefined,
      Results: [
        {
          PlaceId: 'p-9',
          Distance: 12,
          Place: { Label: '1560 Broadway, New York, NY 10036', Geometry: { Point: [-73.9851, 40.7581] } },
        },
      ],
    });

    await expect(places.address(timesSquare)).resolves.toEqual({
      placeId: 'p-9',
      add: '1560 Broadway, New York, NY 10036',
      lat: 40.7581,
      lng: -73.9851,
    });
    expect(location.commandCalls(SearchPlaceIndexForPositionCommand)[0].args[0].input).toEqual({
      IndexName: 'wayfare-qa-places',
      Position: [-73.9855, 40.758],
      MaxResults: 1,
    });
  });

  it('is null where the index knows no address', async () => {
    location.on(SearchPlaceIndexForPositionCommand).resolves({ Summary: undefined, Results: [] });
    await expect(places.address({ lat: 0, lng: -30 })).resolves.toBeNull();
  });

  it("is 'fetchAddressfromCoords Call Error' when the call fails", async () => {
    location
      .on(SearchPlaceIndexForPositionCommand)
      .rejects(new ThrottlingException({ message: 'slow down', Message: 'slow down', $metadata: {} }));
    expect((await failure(places.address(timesSquare))).messageKey).toBe('fetchAddressfromCoords Call Error');
  });
});

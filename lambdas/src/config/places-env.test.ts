import type { readEnv as ReadEnv } from './env';

const base = { TABLE_NAME: 'wayfare' };
let readEnv: typeof ReadEnv;

// env.ts also reads this process's environment at import, which needs a table name.
beforeAll(async () => {
  process.env.TABLE_NAME ??= 'wayfare-test';
  ({ readEnv } = await import('./env'));
});

describe('places configuration', () => {
  it('is absent in a function that was given no places', () => {
    expect(readEnv(base).places).toBeUndefined();
  });

  it('names the Amazon Location place index and route calculator in the cloud', () => {
    expect(
      readEnv({ ...base, PLACE_INDEX: 'wayfare-dev-places', ROUTE_CALCULATOR: 'wayfare-dev-routes' }).places,
    ).toEqual({
      provider: 'amazon-location',
      placeIndex: 'wayfare-dev-places',
      routeCalculator: 'wayfare-dev-routes',
    });
  });

  it('selects the offline gazetteer on the twin', () => {
    expect(readEnv({ ...base, PLACES_PROVIDER: 'offline' }).places).toEqual({ provider: 'offline' });
  });

  it.each([
    [{ PLACE_INDEX: 'wayfare-dev-places' }, /ROUTE_CALCULATOR/],
    [{ PLACES_PROVIDER: 'amazon-location', ROUTE_CALCULATOR: 'r' }, /PLACE_INDEX/],
    [{ PLACES_PROVIDER: 'google' }, /PLACES_PROVIDER must be/],
  ])('refuses an incomplete or unknown configuration %o at cold start', (variables, message) => {
    expect(() => readEnv({ ...base, ...variables })).toThrow(message);
  });
});

import { render, screen } from '@testing-library/react';
import { Map as MapLibreMap } from 'maplibre-gl';
import { enApps } from '@wayfare/shared/src/i18n/texts/en-apps';
import { AppConfigProvider } from '../../config/app-config-context';
import { localConfig } from '../../testing/render-app';
import { MapView } from './map-view';

// MapLibre is an ES module Jest does not load: the map's constructor fails as it does without a context.
jest.mock(
  'maplibre-gl',
  () => ({
    setWorkerUrl: jest.fn(),
    Map: jest.fn(() => {
      throw new Error('Failed to initialize WebGL');
    }),
  }),
  { virtual: true },
);
jest.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url', () => ({ default: '/worker.js' }), {
  virtual: true,
});

const UNAVAILABLE = enApps['map.unavailable'];
const renderMap = () =>
  render(
    <AppConfigProvider config={localConfig}>
      <MapView markers={{}} />
    </AppConfigProvider>,
  );

describe('MapView', () => {
  afterEach(() => {
    delete (window as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext;
  });

  it('says the map is unavailable, without asking MapLibre, in a browser without WebGL 2', () => {
    renderMap();
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
    expect(MapLibreMap).not.toHaveBeenCalled();
  });

  it('says so too when MapLibre cannot make its WebGL 2 context, instead of leaving a blank map', async () => {
    (window as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext = class {};
    renderMap();
    expect(screen.getByTestId('map').hidden).toBe(false);
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(MapLibreMap).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('map').hidden).toBe(true);
  });
});

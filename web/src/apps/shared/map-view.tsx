import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../config/app-config-context';
import type { Place } from '../../api/trips';
import { nextPaint } from '../../next-paint';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** The driver on a trip's map: where it is and, when known, which way it is going. */
export interface DriverPoint extends MapPoint {
  heading?: number | null;
}

export interface MapMarkers {
  pickup?: MapPoint | null;
  drop?: MapPoint | null;
  driver?: DriverPoint | null;
}

/** The twin has no internet: a plain style the markers and the trip line draw on. */
const OFFLINE_STYLE = {
  version: 8 as const,
  sources: {},
  layers: [{ id: 'land', type: 'background' as const, paint: { 'background-color': '#e6edf2' } }],
};

/** A driver on a map of many (the dashboard): drawn as `element`, kept by `id`. */
export interface FleetMarker {
  id: string;
  point: MapPoint;
  /** Made once per id; its position follows `point`. */
  element: () => HTMLElement;
}

/** The visible box, reported after the map settles (`onView`). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const COLORS = { pickup: '#1d6b36', drop: '#b3261e', driver: '#0b5cad' } as const;

/**
 * Where a map with nothing to show yet opens: the demo city's centre (Times Square, where the demo
 * data lives), e.g. while the phone's position is unknown or refused.
 */
export const DEMO_CITY_CENTRE: MapPoint = { lat: 40.758, lng: -73.9855 };

const ROUTE_SOURCE = 'route';

/**
 * The driver's marker: an arrow pointing along its heading (a dot while the heading is unknown).
 * Its data attributes say where it stands, for assistive checks and browser tests alike.
 */
const driverElement = (): HTMLElement => {
  const element = document.createElement('div');
  element.className = 'wf-driver-marker';
  element.dataset.testid = 'driver-marker';
  element.setAttribute('role', 'img');
  return element;
};

const showDriver = (element: HTMLElement, point: DriverPoint, label: string) => {
  element.dataset.lat = String(point.lat);
  element.dataset.lng = String(point.lng);
  element.dataset.heading = point.heading == null ? '' : String(point.heading);
  element.classList.toggle('wf-driver-marker--heading', point.heading != null);
  element.setAttribute('aria-label', label);
};

const routeData = (route: readonly MapPoint[]) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: { type: 'LineString' as const, coordinates: route.map((point) => [point.lng, point.lat]) },
});

/**
 * Whether the browser has WebGL 2, which MapLibre needs. Whether it can make a context (a GPU on a
 * blocklist, too many contexts) shows only when MapLibre makes its own: a trial context here cost
 * every map a second one, on the main thread, in the screen's render. `in` asks without reading
 * the interface, which the browser builds on first read (a few milliseconds of the first render).
 */
const hasWebGL2 = (): boolean => 'WebGL2RenderingContext' in window;

type MapLibre = typeof import('maplibre-gl');

/** MapLibre (~300 kB gzip) is fetched after the screen's first paint, so it never delays it. */
const loadMapLibre = () =>
  nextPaint().then(() =>
    Promise.all([
      import('maplibre-gl'),
      // MapLibre 6 parses tiles in a module worker shipped as its own file: bundle it and say where.
      import('maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'),
      import('maplibre-gl/dist/maplibre-gl.css'),
    ]),
  );
type MapInstance = InstanceType<MapLibre['Map']>;

/**
 * A MapLibre map of the trip: Amazon Location tiles in the cloud (config.mapStyleUrl), a plain
 * offline style on the twin. MapLibre loads only with the map, so no other screen pays for it.
 * Everything shown on it is also written out in text beside it for screen readers and for
 * devices without WebGL; tapping it picks a point (`onPick`). `route` is drawn as a line (a
 * GeoJSON line layer); `notice` is a message key shown over the map (e.g. 'allow location').
 */
export function MapView({
  markers,
  onPick,
  center,
  zoom = 13,
  fleet,
  onView,
  label,
  route,
  notice,
  zoomControls = false,
  size = 'full',
}: {
  markers: MapMarkers;
  onPick?: (point: MapPoint) => void;
  center?: Place | MapPoint | null;
  /** The starting zoom. */
  zoom?: number;
  /** Many drivers at once; the map does not move to fit them. */
  fleet?: readonly FleetMarker[];
  onView?: (bounds: MapBounds) => void;
  /** The map's accessible name, when it is not a trip's map. */
  label?: string;
  route?: readonly MapPoint[] | null;
  notice?: string | null;
  /** Zoom in and out buttons (the back office's map, used with a mouse). */
  zoomControls?: boolean;
  /** 'small': a glance-sized map inside a card (the driver's offer). */
  size?: 'full' | 'small';
}) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{
    lib: MapLibre;
    map: MapInstance;
    markers: Map<string, InstanceType<MapLibre['Marker']>>;
  } | null>(null);
  const [ready, setReady] = useState(false);
  const [styled, setStyled] = useState(false);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  const fleetMarkers = useRef(new Map<string, InstanceType<MapLibre['Marker']>>());
  const [available, setAvailable] = useState(hasWebGL2);
  const start = center ?? markers.driver ?? markers.pickup ?? DEMO_CITY_CENTRE;
  const name = label ?? t(onPick ? 'map.labelPick' : 'map.label');

  useEffect(() => {
    if (!available || !container.current) return;
    let disposed = false;
    void loadMapLibre().then(async ([lib, worker]) => {
      // MapLibre's evaluation is one long task already; making the map waits for the next one.
      await nextPaint();
      if (disposed || !container.current) return;
      lib.setWorkerUrl(worker.default);
      let instance: MapInstance;
      try {
        instance = new lib.Map({
          container: container.current,
          style: config.mapStyleUrl ?? OFFLINE_STYLE,
          center: [start.lng, start.lat],
          zoom,
          attributionControl: config.mapStyleUrl ? undefined : false,
          // MapLibre's own texts: its canvas is named "Map" and its buttons in English otherwise.
          locale: {
            'Map.Title': name,
            'NavigationControl.ZoomIn': t('map.zoomIn'),
            'NavigationControl.ZoomOut': t('map.zoomOut'),
          },
        });
      } catch {
        // No WebGL 2 context after all: the text beside the map says so, as without WebGL.
        setAvailable(false);
        return;
      }
      if (zoomControls) instance.addControl(new lib.NavigationControl({ showCompass: false }));
      instance.on('click', (event) => onPickRef.current?.({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
      const reportView = () => {
        const bounds = instance.getBounds();
        onViewRef.current?.({
          south: bounds.getSouth(),
          west: bounds.getWest(),
          north: bounds.getNorth(),
          east: bounds.getEast(),
        });
      };
      instance.on('load', reportView);
      instance.on('moveend', reportView);
      map.current = { lib, map: instance, markers: new Map() };
      setReady(true);
      // Sources and layers need the style: the route line waits for it.
      instance.on('load', () => setStyled(true));
    });
    return () => {
      disposed = true;
      map.current?.map.remove();
      map.current = null;
      fleetMarkers.current.clear();
    };
    // The map is made once; markers and centre move below.
  }, [available]);

  // The canvas is what takes focus: it carries the map's current name (a count may change it).
  useEffect(() => {
    map.current?.map.getCanvas().setAttribute('aria-label', name);
  }, [ready, name]);

  useEffect(() => {
    const current = map.current;
    if (!ready || !current) return;
    const points: MapPoint[] = [];
    for (const kind of ['pickup', 'drop', 'driver'] as const) {
      const point = markers[kind];
      const existing = current.markers.get(kind);
      if (!point) {
        existing?.remove();
        current.markers.delete(kind);
        continue;
      }
      points.push(point);
      const lngLat: [number, number] = [point.lng, point.lat];
      const marker =
        existing?.setLngLat(lngLat) ??
        new current.lib.Marker(
          kind === 'driver'
            ? { element: driverElement(), rotationAlignment: 'map' }
            : { color: COLORS[kind] },
        )
          .setLngLat(lngLat)
          .addTo(current.map);
      current.markers.set(kind, marker);
      if (kind === 'driver') {
        const heading = markers.driver?.heading;
        marker.setRotation(heading ?? 0);
        showDriver(marker.getElement(), point, t('map.driverMarker', { degrees: heading ?? '–' }));
      }
    }
    if (points.length > 1) {
      const bounds = new current.lib.LngLatBounds();
      for (const point of points) bounds.extend([point.lng, point.lat]);
      current.map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 300 });
    } else if (points[0]) current.map.easeTo({ center: [points[0].lng, points[0].lat], duration: 300 });
  }, [ready, markers.pickup, markers.drop, markers.driver, t]);

  useEffect(() => {
    const current = map.current;
    if (!ready || !current || !fleet) return;
    const shown = fleetMarkers.current;
    const wanted = new Set(fleet.map((driver) => driver.id));
    for (const [id, marker] of shown) {
      if (wanted.has(id)) continue;
      marker.remove();
      shown.delete(id);
    }
    for (const driver of fleet) {
      const lngLat: [number, number] = [driver.point.lng, driver.point.lat];
      const existing = shown.get(driver.id);
      if (existing) existing.setLngLat(lngLat);
      else
        shown.set(
          driver.id,
          new current.lib.Marker({ element: driver.element() }).setLngLat(lngLat).addTo(current.map),
        );
    }
  }, [ready, fleet]);
  const routeKey = JSON.stringify(route ?? []);
  useEffect(() => {
    const current = map.current;
    if (!styled || !current) return;
    const data = routeData(route ?? []);
    const source = current.map.getSource(ROUTE_SOURCE);
    if (source instanceof current.lib.GeoJSONSource) source.setData(data);
    // The line comes with the first route: a map without one has less to load and draw as it starts.
    else if (route?.length) {
      current.map.addSource(ROUTE_SOURCE, { type: 'geojson', data });
      current.map.addLayer({
        id: 'route-line',
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': COLORS.driver, 'line-width': 4, 'line-opacity': 0.8 },
      });
    }
    // routeKey stands for the points: a new array with the same points draws nothing new.
  }, [styled, routeKey]);

  return (
    <div className="wf-map-frame" data-route-points={route?.length ?? 0}>
      {notice && (
        <p className="wf-map-notice" role="status" data-testid="map-notice">
          {t(notice)}
        </p>
      )}
      <div
        ref={container}
        className={size === 'small' ? 'wf-map wf-map-small' : 'wf-map'}
        // With its own buttons inside, the map is a named region, not a picture.
        role={zoomControls ? 'region' : 'img'}
        aria-label={name}
        data-testid="map"
        hidden={!available}
      />
      {!available && <p className="wf-muted">{t('map.unavailable')}</p>}
    </div>
  );
}

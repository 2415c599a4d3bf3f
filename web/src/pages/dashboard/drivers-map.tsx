import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveDriver, MapBox } from '../../api/earnings';
import { MapView, type FleetMarker, type MapPoint } from '../../apps/shared/map-view';
import { useActiveDrivers } from './use-active-drivers';

/** product.md §2: the map opens at zoom 10; a driver's marker is 35 by 25. */
export const DEFAULT_ZOOM = 10;
const MARKER = { width: 35, height: 25 };
/** Until the map reports its box (or without WebGL): about what a zoom-10 map of 1000×600 px shows. */
const VIEW_PX = { width: 1000, height: 600 };

export function boxAround(center: MapPoint, zoom: number): MapBox {
  const degreesPerPx = 360 / (512 * 2 ** zoom);
  const halfWidth = (VIEW_PX.width / 2) * degreesPerPx;
  const halfHeight = (VIEW_PX.height / 2) * degreesPerPx * Math.cos((center.lat * Math.PI) / 180);
  return {
    south: Math.max(center.lat - halfHeight, -85),
    north: Math.min(center.lat + halfHeight, 85),
    west: Math.max(center.lng - halfWidth, -180),
    east: Math.min(center.lng + halfWidth, 180),
  };
}

const CAR_PATH =
  'M5 15 L8 8 Q9 6 11 6 L24 6 Q26 6 27 8 L30 15 Q33 15 33 18 L33 21 L2 21 L2 18 Q2 15 5 15 Z M9 9 L7 14 L28 14 L26 9 Z';

/** A car drawn 35 by 25: blue when free, orange while on a trip. */
function carElement(driver: ActiveDriver, label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'wf-fleet-marker';
  element.dataset.testid = 'fleet-marker';
  element.dataset.uid = driver.uid;
  element.title = label;
  element.setAttribute('aria-hidden', 'true');
  element.style.width = `${MARKER.width}px`;
  element.style.height = `${MARKER.height}px`;
  element.innerHTML = `<svg viewBox="0 0 35 25" width="${MARKER.width}" height="${MARKER.height}"><path d="${CAR_PATH}" fill="${
    driver.queue ? '#c55305' : '#0b5cad'
  }" stroke="#ffffff" stroke-width="1"/><circle cx="9" cy="21" r="3" fill="#1a1a1a"/><circle cx="26" cy="21" r="3" fill="#1a1a1a"/></svg>`;
  return element;
}

/**
 * The live map of active drivers (product.md §2, §6), centred on the browser's position; the drivers in
 * view are re-read as the map moves and every few seconds, and listed in text beside it.
 */
export function DriversMap({ center }: { center: MapPoint }) {
  const { t } = useTranslation();
  const [box, setBox] = useState<MapBox>(() => boxAround(center, DEFAULT_ZOOM));
  const drivers = useActiveDrivers(box);
  const located = useMemo(
    () =>
      (drivers ?? []).filter(
        (driver): driver is ActiveDriver & MapPoint => driver.lat != null && driver.lng != null,
      ),
    [drivers],
  );
  const loading = drivers === null;
  const describe = useCallback(
    (driver: ActiveDriver) =>
      t(driver.queue ? 'dashboard.driverOnTrip' : 'dashboard.driverFree', {
        name: driver.name,
        vehicle: driver.vehicleNumber ?? '',
      }),
    [t],
  );
  // A marker is made once per id: the id changes with the trip state, so the car's colour follows.
  const fleet = useMemo<FleetMarker[]>(
    () =>
      located.map((driver) => ({
        id: `${driver.uid}-${driver.queue ? 'trip' : 'free'}`,
        point: { lat: driver.lat, lng: driver.lng },
        element: () => carElement(driver, describe(driver)),
      })),
    [located, describe],
  );

  return (
    <Container header={<Header variant="h2">{t('dashboard.mapTitle')}</Header>}>
      <div className="wf-dashboard-map">
        <MapView
          markers={{}}
          center={center}
          zoom={DEFAULT_ZOOM}
          fleet={fleet}
          onView={setBox}
          label={
            loading ? t('dashboard.mapLabelLoading') : t('dashboard.mapLabel', { count: located.length })
          }
          zoomControls
        />
      </div>
      <Box variant="h3" padding={{ top: 's' }}>
        {loading ? (
          <StatusIndicator type="loading">{t('dashboard.driversLoading')}</StatusIndicator>
        ) : (
          t('dashboard.driversInView', { count: located.length })
        )}
      </Box>
      {loading ? null : located.length === 0 ? (
        <Box color="text-body-secondary">{t('dashboard.noDrivers')}</Box>
      ) : (
        <ul className="wf-dashboard-drivers" data-testid="map-drivers">
          {located.map((driver) => (
            <li key={driver.uid} data-uid={driver.uid} data-lat={driver.lat} data-lng={driver.lng}>
              {describe(driver)}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

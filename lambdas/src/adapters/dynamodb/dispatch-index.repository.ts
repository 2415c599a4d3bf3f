import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dispatchSpotOf, haversineKm, mapSpotOf, type DispatchCandidate, type LatLng } from '@wayfare/shared';
import type {
  DispatchIndex,
  MapDriver,
  MapSearch,
  NearbyDriver,
  NearbySearch,
} from '../../ports/dispatch-index';
import { cellsCovering, dispatchCellOf, MAX_DISPATCH_RADIUS_KM } from './dispatch-cells';
import { dispatchEntryEntity } from './dispatch-entry.entity';
import { mapCellOf, mapCellsCovering } from './map-cells';
import { mapEntryEntity } from './map-entry.entity';
import { dispatchStateEntity } from './dispatch-state.entity';
import { pageSize } from './page';
import { conditionFailedAt, writeTransaction } from './write-transaction';

/** Concurrent updates of one driver retry from a fresh read; more than this is a fault. */
const MAX_UPDATE_ATTEMPTS = 10;
/** Map cells read at once; a box's cells are read in batches of this many until the limit is met. */
const MAP_CELLS_AT_ONCE = 25;

/** Where a driver is in both indexes ('' when out of one). */
interface Slots {
  cell: string;
  carType: string;
  mapCell: string;
  mapFleet: string;
}

const NOWHERE: Slots = { cell: '', carType: '', mapCell: '', mapFleet: '' };
const sameDispatchSlot = (a: Slots, b: Slots) => a.cell === b.cell && a.carType === b.carType;
const sameMapSlot = (a: Slots, b: Slots) => a.mapCell === b.mapCell && a.mapFleet === b.mapFleet;

/**
 * The geo-cell dispatch index and the dashboard map index in the single table (dispatch-cells.ts,
 * map-cells.ts, docs/data-model.md), kept by one versioned state item per driver.
 */
export class DynamoDispatchIndex implements DispatchIndex {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      entry: dispatchEntryEntity(client, table),
      mapEntry: mapEntryEntity(client, table),
      state: dispatchStateEntity(client, table),
    });
  }

  async update(driver: DispatchCandidate, at: Date): Promise<void> {
    const spot = dispatchSpotOf(driver);
    const shown = mapSpotOf(driver);
    const slots: Slots = {
      cell: spot ? dispatchCellOf(spot.location) : '',
      carType: spot?.carType ?? '',
      mapCell: shown ? mapCellOf(shown.location) : '',
      mapFleet: shown?.fleet ?? '',
    };
    await this.moveDriver(driver.uid, slots, driver.location ?? null, at);
  }

  async remove(driverUid: string, at: Date): Promise<void> {
    await this.moveDriver(driverUid, NOWHERE, null, at);
  }

  async findInBox({ box, fleet, limit }: MapSearch): Promise<MapDriver[]> {
    const wanted = pageSize(limit);
    const { box: searched, cells } = mapCellsCovering(box);
    const found: MapDriver[] = [];
    for (let start = 0; start < cells.length && found.length < wanted; start += MAP_CELLS_AT_ONCE) {
      const answers = await Promise.all(
        cells.slice(start, start + MAP_CELLS_AT_ONCE).map((mapCell) =>
          this.service.entities.mapEntry.query
            .byMapCell(fleet === undefined ? { mapCell } : { mapCell, fleet })
            .where(
              ({ lat, lng }, { between }) =>
                `${between(lat, searched.south, searched.north)} AND ${between(lng, searched.west, searched.east)}`,
            )
            .go({ count: wanted, limit: wanted, pages: 'all' }),
        ),
      );
      found.push(
        ...answers.flatMap(({ data }) =>
          data.map(({ driverUid, lat, lng }) => ({ uid: driverUid, location: { lat, lng } })),
        ),
      );
    }
    return found.sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)).slice(0, wanted);
  }

  async findNearby({ carType, pickup, radiusKm, limit }: NearbySearch): Promise<NearbyDriver[]> {
    const radius = Math.min(radiusKm, MAX_DISPATCH_RADIUS_KM);
    const cells = cellsCovering(pickup, radius);
    const answers = await Promise.all(
      cells.map((cell) => this.service.entities.entry.query.byCell({ cell, carType }).go({ pages: 'all' })),
    );
    return answers
      .flatMap(({ data }) => data)
      .map(({ driverUid, lat, lng }) => ({
        uid: driverUid,
        location: { lat, lng },
        distanceKm: haversineKm(pickup, { lat, lng }),
      }))
      .filter((driver) => driver.distanceKm <= radius)
      .sort((a, b) => a.distanceKm - b.distanceKm || (a.uid < b.uid ? -1 : 1))
      .slice(0, pageSize(limit));
  }

  /**
   * Moves the driver's entries from the slots its state item records to `next` ('' slots: out of
   * that index) in one transaction conditioned on the state's version; a concurrent move makes it
   * retry from a fresh read. Reports older than the stored one are dropped, so the indexes always
   * end at the driver's latest report whatever order concurrent requests land in.
   */
  private async moveDriver(driverUid: string, next: Slots, location: LatLng | null, at: Date): Promise<void> {
    const updatedAt = at.toISOString();
    const placed = location ? { ...location, updatedAt } : null;
    for (let attempt = 1; attempt <= MAX_UPDATE_ATTEMPTS; attempt += 1) {
      const { data: current } = await this.service.entities.state.get({ driverUid }).go({ consistent: true });
      if (current && current.updatedAt > updatedAt) return;
      const previous: Slots = current
        ? { ...current, mapCell: current.mapCell ?? '', mapFleet: current.mapFleet ?? '' }
        : NOWHERE;
      const nowhere = (slots: Slots) => !slots.cell && !slots.mapCell;
      if (nowhere(next) && nowhere(previous)) return;
      const outcome = await writeTransaction(() =>
        this.service.transaction
          .write(({ entry, mapEntry, state }) => [
            current
              ? state
                  .put({ driverUid, ...next, updatedAt, version: current.version + 1 })
                  .where((attr, op) => op.eq(attr.version, current.version))
                  .commit()
              : state.create({ driverUid, ...next, updatedAt, version: 1 }).commit(),
            ...(previous.cell && !sameDispatchSlot(previous, next)
              ? [entry.delete({ cell: previous.cell, carType: previous.carType, driverUid }).commit()]
              : []),
            ...(next.cell && placed
              ? [entry.put({ cell: next.cell, carType: next.carType, driverUid, ...placed }).commit()]
              : []),
            ...(previous.mapCell && !sameMapSlot(previous, next)
              ? [mapEntry.delete({ mapCell: previous.mapCell, fleet: previous.mapFleet, driverUid }).commit()]
              : []),
            ...(next.mapCell && placed
              ? [mapEntry.put({ mapCell: next.mapCell, fleet: next.mapFleet, driverUid, ...placed }).commit()]
              : []),
          ])
          .go(),
      );
      if (outcome.committed) return;
      if (!conditionFailedAt(outcome, 0))
        throw new Error(`Dispatch index update of ${driverUid} was refused`);
    }
    throw new Error(`Dispatch index update of ${driverUid} kept conflicting`);
  }
}

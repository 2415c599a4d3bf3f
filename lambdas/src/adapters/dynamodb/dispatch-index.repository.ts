import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dispatchSpotOf, haversineKm, type DispatchCandidate, type LatLng } from '@wayfare/shared';
import type { DispatchIndex, NearbyDriver, NearbySearch } from '../../ports/dispatch-index';
import { cellsCovering, dispatchCellOf, MAX_DISPATCH_RADIUS_KM } from './dispatch-cells';
import { dispatchEntryEntity } from './dispatch-entry.entity';
import { dispatchStateEntity } from './dispatch-state.entity';
import { pageSize } from './page';
import { conditionFailedAt, writeTransaction } from './write-transaction';

/** Concurrent updates of one driver retry from a fresh read; more than this is a fault. */
const MAX_UPDATE_ATTEMPTS = 10;

interface Slot {
  cell: string;
  carType: string;
}

interface Placement extends Slot {
  location: LatLng;
}

const OUT_OF_INDEX: Slot = { cell: '', carType: '' };
const sameSlot = (a: Slot, b: Slot) => a.cell === b.cell && a.carType === b.carType;

/** The geo-cell dispatch index in the single table (dispatch-cells.ts, docs/data-model.md). */
export class DynamoDispatchIndex implements DispatchIndex {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      entry: dispatchEntryEntity(client, table),
      state: dispatchStateEntity(client, table),
    });
  }

  async update(driver: DispatchCandidate, at: Date): Promise<void> {
    const spot = dispatchSpotOf(driver);
    await this.moveDriver(
      driver.uid,
      spot ? { cell: dispatchCellOf(spot.location), carType: spot.carType, location: spot.location } : null,
      at,
    );
  }

  async remove(driverUid: string, at: Date): Promise<void> {
    await this.moveDriver(driverUid, null, at);
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
   * Moves the driver's entry from the slot its state item records to `next` (null: out of the
   * index) in one transaction conditioned on the state's version; a concurrent move makes it
   * retry from a fresh read. Reports older than the stored one are dropped, so the index always
   * ends at the driver's latest report whatever order concurrent requests land in.
   */
  private async moveDriver(driverUid: string, next: Placement | null, at: Date): Promise<void> {
    const updatedAt = at.toISOString();
    const slot: Slot = next ? { cell: next.cell, carType: next.carType } : OUT_OF_INDEX;
    for (let attempt = 1; attempt <= MAX_UPDATE_ATTEMPTS; attempt += 1) {
      const { data: current } = await this.service.entities.state.get({ driverUid }).go({ consistent: true });
      if (current && current.updatedAt > updatedAt) return;
      const previous: Slot = current ?? OUT_OF_INDEX;
      if (!next && !previous.cell) return;
      const outcome = await writeTransaction(() =>
        this.service.transaction
          .write(({ entry, state }) => [
            current
              ? state
                  .put({ driverUid, ...slot, updatedAt, version: current.version + 1 })
                  .where((attr, op) => op.eq(attr.version, current.version))
                  .commit()
              : state.create({ driverUid, ...slot, updatedAt, version: 1 }).commit(),
            ...(previous.cell && !sameSlot(previous, slot)
              ? [entry.delete({ ...previous, driverUid }).commit()]
              : []),
            ...(next ? [entry.put({ ...slot, driverUid, ...next.location, updatedAt }).commit()] : []),
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

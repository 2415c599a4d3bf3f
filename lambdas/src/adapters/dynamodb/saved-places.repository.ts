import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SavedPlace, SavedPlaceKind, SavedPlaces } from '../../ports/saved-places';
import { pageOptions, type Page, type PageRequest } from './page';
import { savedPlaceEntity } from './saved-place.entity';

type Entity = ReturnType<typeof savedPlaceEntity>;

const toPlace = ({ kind, lat, lng, add }: SavedPlace): SavedPlace => ({ kind, lat, lng, add });

export class DynamoSavedPlaces implements SavedPlaces {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = savedPlaceEntity(client, table);
  }

  async put(uid: string, place: SavedPlace): Promise<void> {
    await this.entity.put({ uid, ...toPlace(place) }).go({ response: 'none' });
  }

  async list(uid: string, request: PageRequest): Promise<Page<SavedPlace>> {
    const { data, cursor } = await this.entity.query.byUser({ uid }).go(pageOptions(request));
    return { items: data.map(toPlace), nextToken: cursor };
  }

  async remove(uid: string, kind: SavedPlaceKind): Promise<boolean> {
    const { data } = await this.entity.delete({ uid, kind }).go({ response: 'all_old' });
    return data !== null;
  }
}

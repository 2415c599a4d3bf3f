import type { Place } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** A rider's named place: one of each kind per rider. */
export type SavedPlaceKind = 'HOME' | 'WORK';

export interface SavedPlace extends Place {
  kind: SavedPlaceKind;
}

/** Each rider's saved places, in the rider's own partition: nobody else's can be named. */
export interface SavedPlaces {
  /** Saves the place as its kind, replacing the one saved before. */
  put(uid: string, place: SavedPlace): Promise<void>;
  /** In kind order (HOME, WORK). */
  list(uid: string, page: PageRequest): Promise<Page<SavedPlace>>;
  /** False when the rider has no place of that kind. */
  remove(uid: string, kind: SavedPlaceKind): Promise<boolean>;
}

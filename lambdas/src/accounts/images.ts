/**
 * Uploaded images (profile photos, licences, car types, products): allowed types and size, where
 * they are stored, and how they are shown.
 */
import { DomainError, type User } from '@wayfare/shared';
import type { ImageStore } from '../ports/image-store';
import type { Warn } from './accounts-deps';
import { imageTypeOf, SIGNATURE_BYTES } from './image-signature';

export const UPLOAD_KINDS = [
  'PROFILE_IMAGE',
  'LICENCE_IMAGE',
  'CAR_TYPE_IMAGE',
  'PRODUCT_IMAGE',
  'TRIP_IMAGE',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_URL_SECONDS = 5 * 60;
export const READ_URL_SECONDS = 60 * 60;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Images of the admin's catalogue: one folder each, for whichever admin uploads them. */
export const CATALOGUE_UPLOAD_KINDS = ['CAR_TYPE_IMAGE', 'PRODUCT_IMAGE'] as const satisfies UploadKind[];
export type CatalogueUploadKind = (typeof CATALOGUE_UPLOAD_KINDS)[number];

export const isCatalogueUpload = (kind: UploadKind): kind is CatalogueUploadKind =>
  (CATALOGUE_UPLOAD_KINDS as readonly string[]).includes(kind);

const FOLDER: Record<UploadKind, string> = {
  PROFILE_IMAGE: 'profile',
  LICENCE_IMAGE: 'licence',
  CAR_TYPE_IMAGE: 'car-types',
  PRODUCT_IMAGE: 'products',
  TRIP_IMAGE: 'trip',
};

export const invalidImage = () =>
  new DomainError({ code: 'VALIDATION', messageKey: 'invalid_image', params: { field: 'image' } });

const acceptable = (contentType: string, size: number): boolean =>
  contentType in EXTENSIONS && Number.isInteger(size) && size > 0 && size <= MAX_IMAGE_BYTES;

/** Images live under their owner's folder (a user, or the booking of a trip photo), so a key proves whose image it is. */
const folderOf = (kind: UploadKind, ownerUid: string) =>
  isCatalogueUpload(kind)
    ? `${FOLDER[kind]}/`
    : kind === 'TRIP_IMAGE'
      ? `bookings/${ownerUid}/${FOLDER[kind]}/`
      : `users/${ownerUid}/${FOLDER[kind]}/`;

export function newImageKey(input: {
  kind: UploadKind;
  ownerUid: string;
  contentType: string;
  contentLength: number;
  id: string;
}): string {
  if (!acceptable(input.contentType, input.contentLength)) throw invalidImage();
  return `${folderOf(input.kind, input.ownerUid)}${input.id}.${EXTENSIONS[input.contentType]}`;
}

/**
 * An uploaded image may be stored on a profile only if it is the owner's, is there, is an
 * acceptable type and size, and its first bytes are an image of the type it was uploaded as.
 */
export async function assertUploadedImage(
  images: ImageStore,
  input: { kind: UploadKind; ownerUid: string; key: string },
): Promise<void> {
  const { key } = input;
  if (!key.startsWith(folderOf(input.kind, input.ownerUid)) || key.includes('..')) throw invalidImage();
  const stored = await images.describe(key);
  if (!stored || !acceptable(stored.contentType, stored.size)) throw invalidImage();
  const head = await images.firstBytes(key, SIGNATURE_BYTES);
  if (!head || imageTypeOf(head) !== stored.contentType) throw invalidImage();
}

/** What clients see: stored keys become short-lived read URLs. */
export async function withImageUrls(images: ImageStore, user: User): Promise<User> {
  const [profile_image, licenseImage] = await Promise.all(
    [user.profile_image, user.licenseImage].map((key) =>
      key ? images.presignDownload(key, READ_URL_SECONDS) : undefined,
    ),
  );
  return { ...user, profile_image, licenseImage };
}

/** A replaced or orphaned image is removed; failing to remove it is logged, never fails the user's change. */
export async function discardImage(
  { images, warn }: { images: ImageStore; warn: Warn },
  key: string | undefined,
): Promise<void> {
  if (!key) return;
  await images.remove(key).catch((error: unknown) => warn('Image left behind', { key, error }));
}

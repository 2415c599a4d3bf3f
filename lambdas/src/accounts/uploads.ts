/** Presigned image uploads and storing an uploaded licence on a driver. */
import type { User } from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import type { AccountsDeps } from './accounts-deps';
import { requireProfile, requireTarget } from '../access/actor';
import {
  assertUploadedImage,
  discardImage,
  MAX_IMAGE_BYTES,
  newImageKey,
  UPLOAD_URL_SECONDS,
  isCatalogueUpload,
  withImageUrls,
  type UploadKind,
} from './images';
import { canSetLicence } from './user-access';

export interface UploadRequest {
  kind: UploadKind;
  contentType: string;
  contentLength: number;
  uid?: string | null;
}

export interface UploadTarget {
  url: string;
  key: string;
  /** AWSJSON: the headers the PUT must carry. */
  headers: string;
  maxBytes: number;
  expiresAt: string;
}

/**
 * Whose folder the image goes to: one's own photo; a driver's licence for whoever may set it; the
 * catalogue's folders for an admin.
 */
async function uploadOwner(deps: AccountsDeps, actor: User, { kind, uid }: UploadRequest): Promise<string> {
  if (kind === 'TRIP_IMAGE') {
    // uid is the booking: only its assigned driver photographs the pickup or the delivery.
    const found = uid ? await deps.bookings.getById(uid) : null;
    if (!found || actor.usertype !== 'driver' || found.booking.driver !== actor.uid) throw notPermitted();
    return found.booking.id;
  }
  if (isCatalogueUpload(kind)) {
    if (actor.usertype !== 'admin') throw notPermitted();
    return actor.uid;
  }
  if (kind === 'PROFILE_IMAGE') {
    if (uid && uid !== actor.uid) throw notPermitted();
    return actor.uid;
  }
  // A rider uploads its own licence before registering as a driver (driver-registration.ts).
  if (actor.usertype === 'rider' && (!uid || uid === actor.uid)) return actor.uid;
  const driver = uid ? await requireTarget(deps.users, actor, uid) : actor;
  if (!canSetLicence(actor, driver)) throw notPermitted();
  return driver.uid;
}

export async function createUploadUrl(
  deps: AccountsDeps,
  caller: Caller | null,
  request: UploadRequest,
): Promise<UploadTarget> {
  const actor = await requireProfile(deps.users, caller);
  const ownerUid = await uploadOwner(deps, actor, request);
  const { contentType, contentLength } = request;
  const key = newImageKey({ kind: request.kind, ownerUid, contentType, contentLength, id: deps.newId() });
  const url = await deps.images.presignUpload({
    key,
    contentType,
    contentLength,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    url,
    key,
    headers: JSON.stringify({ 'Content-Type': contentType }),
    maxBytes: MAX_IMAGE_BYTES,
    expiresAt: new Date(deps.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

export async function setLicenceImage(
  deps: AccountsDeps,
  caller: Caller | null,
  { uid, key }: { uid: string; key: string },
): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  const driver = await requireTarget(deps.users, actor, uid);
  if (!canSetLicence(actor, driver)) throw notPermitted();
  await assertUploadedImage(deps.images, { kind: 'LICENCE_IMAGE', ownerUid: driver.uid, key });
  const saved = await deps.users.update(driver.uid, { licenseImage: key });
  if (key !== driver.licenseImage) await discardImage(deps, driver.licenseImage);
  return withImageUrls(deps.images, saved);
}

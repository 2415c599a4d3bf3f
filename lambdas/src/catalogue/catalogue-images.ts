/** Catalogue images: a changed key must be a real upload of its kind; stored keys are shown as read URLs. */
import {
  assertUploadedImage,
  discardImage,
  READ_URL_SECONDS,
  type CatalogueUploadKind,
} from '../accounts/images';
import type { CatalogueDeps } from './catalogue-deps';

/** Checks a new image key; the key already stored (a seeded one too) is kept as it is. */
export async function acceptImageKey(
  deps: Pick<CatalogueDeps, 'images'>,
  kind: CatalogueUploadKind,
  key: string | undefined,
  current: string | undefined,
): Promise<void> {
  if (key === undefined || key === current) return;
  // Catalogue folders are not per user: ownerUid plays no part in their keys.
  await assertUploadedImage(deps.images, { kind, ownerUid: '', key });
}

/** A short-lived read URL for a stored key. */
export const imageUrl = async (deps: Pick<CatalogueDeps, 'images'>, key: string | undefined) =>
  key ? deps.images.presignDownload(key, READ_URL_SECONDS) : null;

/** Removes an image that nothing shows any more; a failure is logged, never fails the change. */
export async function dropReplacedImage(
  deps: Pick<CatalogueDeps, 'images' | 'warn'>,
  before: string | undefined,
  after: string | undefined,
): Promise<void> {
  if (before && before !== after) await discardImage(deps, before);
}

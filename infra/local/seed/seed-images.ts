/**
 * The demo car types' pictures (images/car-types/*.png), put into the images bucket the way the
 * back office uploads one: a presigned PUT of exactly that type and size. Checked on every start,
 * so a twin whose data was seeded before the pictures existed gets them too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCarTypes } from './demo-catalogue';

const IMAGES_DIR = join(__dirname, 'images');

export async function seedDemoImages(): Promise<void> {
  const images = (await import('@wayfare/lambdas/src/deps')).imageStore();
  for (const { image: key } of demoCarTypes) {
    if (!key || (await images.describe(key))) continue;
    const body = readFileSync(join(IMAGES_DIR, key));
    const url = await images.presignUpload({
      key,
      contentType: 'image/png',
      contentLength: body.length,
      expiresInSeconds: 60,
    });
    const response = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'image/png' } });
    if (!response.ok) throw new Error(`The demo image ${key} was not stored: HTTP ${response.status}`);
  }
}

import { enApps } from './en-apps';
import { enBackOffice } from './en-back-office';
import { enDriver } from './en-driver';
import { enPublic } from './en-public';
import { enRider } from './en-rider';
import { enSignIn } from './en-sign-in';

/**
 * The web app's English texts, keyed flat (keys may contain spaces and dots), on top of the domain's
 * EN. Here, not in web/, because the twin seeds the demo's English language from them too. Split by
 * area so that each part reaches the browser with the screens that show it (docs/performance.md).
 */
export const en = { ...enApps, ...enRider, ...enDriver, ...enPublic, ...enSignIn, ...enBackOffice } as const;

import { lazyWithPreload } from '../../lazy-with-preload';

/**
 * The rider app's first screen, which app.tsx loads beside the app's frame when `/ride` is opened:
 * loaded by the frame as it renders, the screen would wait for the session and the profile and
 * settings reads before its chunk was even asked for.
 */
export const BookPage = lazyWithPreload(() => import('./book-page'));

/** Starts the booking screen's reads (`book-reads.ts`) once signed in, beside the profile and settings reads. */
export const startBookReads = (): Promise<void> =>
  import('./book-reads').then((reads) => reads.startBookReads());

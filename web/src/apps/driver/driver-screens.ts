import { lazyWithPreload } from '../../lazy-with-preload';

/**
 * The driver app's first screen (the offers), which app.tsx loads beside the app's frame when
 * `/drive` is opened: loaded by the frame as it renders, the screen would wait for the session and
 * the profile and settings reads before its chunk was even asked for.
 */
export const TasksPage = lazyWithPreload(() => import('./tasks-page'));

/** Starts the offers screen's reads (`tasks-reads.ts`) once signed in, beside the profile and settings reads. */
export const startTasksReads = (): Promise<void> =>
  import('./tasks-reads').then((reads) => reads.startTasksReads());

import { useEffect, useState } from 'react';
import { nextPaint } from './next-paint';

/**
 * Loads a lazy component's chunk (lazyWithPreload) once the calling component has mounted and the
 * screen has painted, before anyone opens what it shows (a dialog, a details panel). Waiting for
 * the paint matters: React may run the effects of a first render in the render's own task, and
 * starting the loads there (the build's preload links) lengthened the back office's first long
 * task. Returns whether the chunk is in, for a place that shows the component only once it renders
 * without suspending. A failed load is tried again when the component renders. Apart from
 * lazy-with-preload, which the apps' first load carries.
 */
export function usePreload(component: { preload(): Promise<void> }): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    nextPaint()
      .then(() => (mounted ? component.preload() : undefined))
      .then(
        () => mounted && setLoaded(true),
        () => undefined,
      );
    return () => {
      mounted = false;
    };
  }, [component]);
  return loaded;
}

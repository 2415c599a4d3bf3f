import { useEffect, useState } from 'react';

/**
 * Loads a lazy component's chunk (lazyWithPreload) once the calling component has mounted: after
 * the screen's first paint, and before anyone opens what it shows (a dialog, a details panel).
 * Returns whether the chunk is in, for a place that shows the component only once it renders
 * without suspending. A failed load is tried again when the component renders. Apart from
 * lazy-with-preload, which the apps' first load carries.
 */
export function usePreload(component: { preload(): Promise<void> }): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    component.preload().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [component]);
  return loaded;
}

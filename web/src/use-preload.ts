import { useEffect } from 'react';

/**
 * Loads a lazy component's chunk (lazyWithPreload) once the calling component has mounted: after
 * the screen's first paint, and before anyone opens what it shows (a dialog, a details panel). A
 * failed load is tried again when the component renders. Apart from lazy-with-preload, which the
 * apps' first load carries.
 */
export function usePreload(component: { preload(): Promise<void> }): void {
  useEffect(() => {
    component.preload().catch(() => undefined);
  }, [component]);
}

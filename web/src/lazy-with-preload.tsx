import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };
// As React.lazy's own constraint: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Loads the component's chunk; once it has resolved, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` that can be loaded ahead of its first render. A plain lazy component suspends on its
 * first render even when its chunk is already in, which shows the nearest Suspense fallback for a
 * moment. After `preload()`, the component's loader hands React an already-resolved thenable, which
 * React reads at once (it calls `then` before deciding to suspend), so the first render is the
 * component itself. The component stays one lazy type either way: loading it never remounts it.
 */
export function lazyWithPreload<T extends AnyComponent>(
  load: () => Promise<Module<T>>,
): PreloadableComponent<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  // One load at a time; a failed one is tried again by the next call, as a fresh page load would.
  const loadOnce = (): Promise<Module<T>> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that calls back at once, unlike a promise (whose callbacks wait for a microtask).
  const resolved = (module: Module<T>) => ({
    then: (onFulfilled: (value: Module<T>) => void) => onFulfilled(module),
  });
  const component = lazy(() => (loaded ? (resolved(loaded) as unknown as Promise<Module<T>>) : loadOnce()));
  return Object.assign(component, {
    preload: async () => {
      await loadOnce();
    },
  });
}

/**
 * A read a first screen shows, started before the screen mounts (preloadFirstScreen, once the
 * configuration and the session are in) rather than after its frame's first render. The first
 * `take` with the same key gets it; every later one, or one with another key, reads anew, so a
 * screen mounted later never shows that first answer again. A start after a screen has taken its
 * read (the screen mounted first) reads nothing: the screen has its answer coming. `share` lets a
 * reader beside the screen that needs only what a start knew use that first read as well.
 */
export function earlyRead<Value, Key = void>(read: (key: Key) => Promise<Value>) {
  let started: { key: Key; value: Promise<Value> } | undefined;
  let first: { key: Key; value: Promise<Value> } | undefined;
  let taken = false;
  return {
    start(key: Key): void {
      if (started || taken) return;
      const value = read(key);
      // Its failure is shown by the screen that takes it; one that never mounts leaves it handled.
      value.catch(() => undefined);
      started = first = { key, value };
    },
    take(key: Key): Promise<Value> {
      const value = started && started.key === key ? started.value : read(key);
      first ??= { key, value };
      started = undefined;
      taken = true;
      return value;
    },
    /**
     * The first read, started or taken, for a reader that needs only what it knew at the start
     * (the language saved in the profile, chosen once as the app starts); a read of its own when
     * there was none. The screen's take is not affected.
     */
    share(key: Key): Promise<Value> {
      return first && first.key === key ? first.value : read(key);
    },
  };
}

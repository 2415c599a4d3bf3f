/**
 * Resolves once the browser has painted the next frame: a heavy download started then (the map)
 * no longer competes with what the first screen needs.
 */
export function nextPaint(): Promise<void> {
  // A frame callback runs just before the paint; a timer set from it fires after that paint.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

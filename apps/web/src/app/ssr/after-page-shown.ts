/**
 * Runs `callback` once a server-rendered page is on screen: its content painted, its own images and font loaded
 * (the `load` event), and the frame after that painted too; at the latest after `maxWaitMs`.
 *
 * Why the paint and not only `load`: a browser may fire `load` before its first paint, and a script requested before
 * the page's largest paint competes with it for a phone's bandwidth (and Lighthouse charges its whole download to
 * that paint). docs/decisions/0204-paint-first-then-hydrate-in-slices.md
 */
export function afterPageShown(callback: () => void, maxWaitMs: number): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  let loaded = document.readyState === 'complete';
  let painted = false;
  const whenBoth = () => {
    if (loaded && painted) afterNextPaint(run);
  };
  if (!loaded) {
    window.addEventListener(
      'load',
      () => {
        loaded = true;
        whenBoth();
      },
      { once: true },
    );
  }
  whenContentPainted(() => {
    painted = true;
    whenBoth();
  });
  setTimeout(run, maxWaitMs);
}

/** After the next frame has been painted: a task queued from an animation frame runs once that frame is drawn. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** Once the browser reports the page's first contentful paint (or after the next frame where it cannot tell). */
function whenContentPainted(callback: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    afterNextPaint(callback);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

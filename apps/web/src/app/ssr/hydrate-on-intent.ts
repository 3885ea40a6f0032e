/**
 * A page marked `hydrateOnIntent` in the router is a server-rendered page a visitor can read, scroll and follow links
 * on without the app: its links are real links. For a visitor without a stored session the app's code is fetched
 * only once they act on the page, so a first visit that only reads downloads the page and this entry alone
 * (docs/decisions/0205). What a visitor does before the app has taken the page over is made again once it has, as on
 * every server-rendered page (held-actions.ts).
 */

/** Marks a server-rendered page's root until the app has taken it over. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Marks the page's root in the server's HTML: the page may wait for the visitor before loading the app. */
export const HYDRATE_ON_INTENT_ATTRIBUTE = 'data-hydrate-on-intent';

/** Sent on the page's root once the app has taken the page over and what is on screen stays (see README.md). */
export const APP_INTERACTIVE_EVENT = 'app-interactive';

/** What a visitor does just before using a page: touching, pointing, typing, moving focus or scrolling. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mousemove', 'keydown', 'focusin', 'scroll', 'wheel'];

/** Calls `start` once, on the visitor's first sign of using the page. */
export function onFirstIntent(start: () => void): void {
  const options = { capture: true, passive: true };
  const fire = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, options);
    start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, fire, options);
}

/**
 * A page marked `hydrateOnIntent` in the router is a server-rendered page a visitor can read, scroll and follow links
 * on without the app: its links are real links. For a visitor without a stored session the app's code is fetched
 * only once they act on the page, so a first visit that only reads downloads the page and this entry alone
 * (docs/decisions/0205). A click on a button or a form sent before the app has taken the page over is held and
 * made again once it has: none is lost.
 */

/** Marks a server-rendered page's root until the app has taken it over: the page ignores the pointer (index.html). */
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

/**
 * Until the app announces on `root` that it has taken the page over, the last click on a button and the last form
 * sent are held back (the app's handlers are not there yet, and a form would be sent by the browser as a plain GET
 * with its fields in the address), then made again. Links are left to the browser: they work without the app.
 */
export function holdActionsUntilInteractive(root: HTMLElement): void {
  let heldClick: HTMLElement | null = null;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    // Buttons, and controls made of other elements that only the app's handlers bring to life (an anchor without an
    // address).
    const control = target.closest<HTMLElement>('button, [role="button"], [role="link"], a:not([href])');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldSubmit = { form: event.target, submitter: event.submitter ?? null };
  };
  const onInteractive = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
    if (heldClick?.isConnected) heldClick.click();
    if (heldSubmit?.form.isConnected) {
      const { form, submitter } = heldSubmit;
      if (submitter) form.requestSubmit(submitter);
      else form.requestSubmit();
    }
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  root.addEventListener(APP_INTERACTIVE_EVENT, onInteractive, { once: true });
}

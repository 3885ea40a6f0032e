import { holdActionsUntilInteractive } from './app/ssr/held-actions.ts';
import {
  HYDRATE_ON_INTENT_ATTRIBUTE,
  HYDRATING_ATTRIBUTE,
  onFirstIntent,
} from './app/ssr/hydrate-on-intent.ts';
import { afterPageShown } from './app/ssr/after-page-shown.ts';
import { reportViewBeforeApp } from './features/analytics/api/record-page-view.ts';
import { prefersGerman, rememberLanguageChoices } from './lib/i18n/language-choice.ts';
import { hasStoredSession } from './lib/storage.ts';
import { forbidZodEval } from './lib/zod-without-eval.ts';

forbidZodEval();
rememberLanguageChoices();
// The offer of the German home page is fetched only where it may show: on the English home page, for a browser that
// asks for German first.
if (window.location.pathname === '/' && prefersGerman()) {
  void import('./lib/i18n/language-suggestion.ts').then(({ suggestGermanHomePage }) =>
    suggestGermanHomePage(),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;
// A page that may wait for its visitor does so unless a stored session is to turn it into a member's page
// (docs/decisions/0205).
const startsAtOnce = !root.hasAttribute(HYDRATE_ON_INTENT_ATTRIBUTE) || hasStoredSession();
// A server-rendered page takes clicks, typing and choices before the app has taken it over; they are made again
// once it has (docs/decisions/0207).
if (root.hasAttribute(HYDRATING_ATTRIBUTE)) holdActionsUntilInteractive(root, { holdLinks: startsAtOnce });

// Each path below starts the app once: afterPageShown and onFirstIntent call it a single time.
const startApp = () => {
  void import('./app/ssr/start-client.tsx').then(({ startClient }) => startClient(root));
};

/** The longest a server-rendered page waits to be shown (painted, its images and font loaded) before the app's code is fetched. */
const PAGE_LOAD_WAIT_MS = 3_000;

// The app's code is fetched after the first frame: a server-rendered page paints from its HTML alone, without the
// scripts competing for a phone's bandwidth while it does (docs/decisions/0204). A page that may wait for its
// visitor waits, unless a stored session is to turn it into a member's page (docs/decisions/0205).
requestAnimationFrame(() => {
  if (startsAtOnce) {
    // A server-rendered page is painted, and its own images and font (its largest paint is often a course picture)
    // loaded, before the app's code takes the bandwidth (docs/decisions/0204); a resource that hangs does not hold the
    // app back for long.
    if (root.hasAttribute(HYDRATING_ATTRIBUTE)) afterPageShown(startApp, PAGE_LOAD_WAIT_MS);
    else startApp();
    return;
  }
  // What is on screen is the page a visitor keeps: it takes clicks now, its links work on their own.
  root.removeAttribute(HYDRATING_ATTRIBUTE);
  reportViewBeforeApp();
  onFirstIntent(startApp);
});

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { setSiteOrigin } from '../../components/seo/site-origin.ts';
import { siteSettingsQueryOptions } from '../../features/site-settings/api/get-site-settings.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setStoredMaintenanceMode } from '../../lib/storage.ts';
import { App, createClientApp } from '../app.tsx';
import { PAGE_DATA_WAIT_MS } from '../page-loader.ts';
import { createRoutes } from '../router.tsx';
import { readSsrPayload } from './payload.ts';
import { basenameOf, languageOfPath } from '../../lib/i18n/language.ts';
import { loadTexts } from '../../lib/i18n/texts.ts';

/** Loads the code of the routes matching `pathname` now, so that the router's first render is the page itself. */
async function resolveLazyRoutes(
  routeObjects: RouteObject[],
  pathname: string,
  basename: string,
): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Starts the app in `container`. A server-rendered page (it carries the SSR payload) is hydrated: same origin, same
 * query cache and loader state, route code loaded first, and the logged-out view as the first render, exactly as the
 * server rendered it; the session then takes over. Any other page is the plain app shell and renders from scratch.
 */
export async function startClient(container: HTMLElement): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  document.documentElement.lang = language;
  const payload = readSsrPayload();
  if (!payload) {
    createRoot(container).render(
      <StrictMode>
        <App {...createClientApp(undefined, undefined, language)} />
      </StrictMode>,
    );
    return;
  }
  setSiteOrigin(payload.origin);
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.queries);
  const settings = queryClient.getQueryData(siteSettingsQueryOptions.queryKey);
  // The client's maintenance gate reads the stored flag: it follows the server's answer the page came with.
  if (settings) setStoredMaintenanceMode(settings.maintenance_mode);
  const routes = createRoutes(queryClient, language, { dataWaitMs: PAGE_DATA_WAIT_MS });
  await resolveLazyRoutes(routes, window.location.pathname, basenameOf(language));
  // The frame's translation too: hydration renders what the server rendered, in the page's language.
  await loadTexts(language);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: a phone stays responsive while it runs (no long task), and the page is already on screen.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App {...createClientApp(queryClient, { routes, hydrationData: payload.router }, language)} />
      </StrictMode>,
    );
  });
}

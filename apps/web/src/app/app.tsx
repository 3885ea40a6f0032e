import { useCallback } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { PAGE_DATA_WAIT_MS } from './page-loader.ts';
import { createRoutes } from './router.tsx';
import { basenameOf, DEFAULT_LANGUAGE, type Language } from '../lib/i18n/language.ts';

export type ClientApp = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  language: Language;
};

/**
 * The browser's router and query cache. A server-rendered page passes the routes whose first screen's code is
 * already loaded and the loader state the server rendered with (see ssr/start-client.tsx).
 */
export function createClientApp(
  queryClient: QueryClient = createQueryClient(),
  hydration?: { routes: ReturnType<typeof createRoutes>; hydrationData: HydrationState },
  language: Language = DEFAULT_LANGUAGE,
): ClientApp {
  const routes = hydration?.routes ?? createRoutes(queryClient, language, { dataWaitMs: PAGE_DATA_WAIT_MS });
  const basename = basenameOf(language) || undefined;
  return {
    router: createBrowserRouter(routes, {
      ...(basename ? { basename } : {}),
      ...(hydration ? { hydrationData: hydration.hydrationData } : {}),
    }),
    queryClient,
    language,
  };
}

export function App({ router, queryClient, language }: ClientApp) {
  // The session lives above the router (it outlasts every route), so logout navigates through the router itself.
  const goHome = useCallback(() => void router.navigate(paths.home.getHref()), [router]);
  return (
    <AppProvider queryClient={queryClient} onLoggedOut={goHome} language={language}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

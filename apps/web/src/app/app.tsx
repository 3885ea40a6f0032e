import { useCallback } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createRoutes } from './router.tsx';

export type ClientApp = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
};

/**
 * The browser's router and query cache. A server-rendered page passes the routes whose first screen's code is
 * already loaded and the loader state the server rendered with (see ssr/start-client.tsx).
 */
export function createClientApp(
  queryClient: QueryClient = createQueryClient(),
  hydration?: { routes: ReturnType<typeof createRoutes>; hydrationData: HydrationState },
): ClientApp {
  const routes = hydration?.routes ?? createRoutes(queryClient);
  return {
    router: createBrowserRouter(routes, hydration ? { hydrationData: hydration.hydrationData } : {}),
    queryClient,
  };
}

export function App({ router, queryClient }: ClientApp) {
  // The session lives above the router (it outlasts every route), so logout navigates through the router itself.
  const goHome = useCallback(() => void router.navigate(paths.home.getHref()), [router]);
  return (
    <AppProvider queryClient={queryClient} onLoggedOut={goHome}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

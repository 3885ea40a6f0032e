import { useCallback } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

export type ClientApp = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
};

/** The browser's router and query cache; created once the first screen's route code is there (see main.tsx). */
export function createClientApp(queryClient: QueryClient = createQueryClient()): ClientApp {
  return { router: createBrowserRouter(routes), queryClient };
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

import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '../config/paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

// The session lives above the router (it outlasts every route), so logout navigates through the router itself.
const goHome = () => void router.navigate(paths.home.getHref());

export function App() {
  return (
    <AppProvider queryClient={queryClient} onLoggedOut={goHome}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

import { Outlet, ScrollRestoration } from 'react-router';
import { RouteError } from '../../components/errors/route-error.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { AppShell } from './app-shell.tsx';

export function RootLayout() {
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </>
  );
}

/** Unmatched URLs and errors of the frame itself land here; the error page keeps the frame around it. */
export function RootErrorBoundary() {
  return (
    <AppShell>
      <RouteError />
    </AppShell>
  );
}

/** Shown in the frame while the first screen's code loads. */
export function PageLoading() {
  return <PageSpinner />;
}

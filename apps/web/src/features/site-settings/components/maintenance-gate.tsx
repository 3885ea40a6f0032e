import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_MAINTENANCE_ALLOW_LIST, type PublicSiteSettings } from '@gjs/shared';
import { isMaintenanceMode } from '#lib/maintenance.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { isPathAllowedInMaintenance } from '../lib/is-path-allowed.ts';

// Seen only while maintenance is on: its code loads then.
const MaintenanceScreen = lazy(() => import('./maintenance-screen.tsx'));

type MaintenanceGateProps = {
  /** The server's settings once loaded; until then the stored flag (or the build default) decides. */
  settings: PublicSiteSettings | undefined;
  /** True while the first settings answer is awaited. */
  settingsPending: boolean;
  children: ReactNode;
};

/** Replaces the page with the maintenance screen unless the path is allowed or the user is staff. */
export function MaintenanceGate({ settings, settingsPending, children }: MaintenanceGateProps) {
  const { pathname } = useLocation();
  const { user, loading } = useAuth();
  const maintenance = settings?.maintenance_mode ?? isMaintenanceMode();
  const allowList = settings?.maintenance_allow_list ?? DEFAULT_MAINTENANCE_ALLOW_LIST;

  if (!maintenance || user?.is_staff || isPathAllowedInMaintenance(pathname, allowList)) {
    return children;
  }
  // Neither the page nor the screen until both answers are in: the server's allow list may open this path
  // (it adds /login), and a staff user must not see the screen flash.
  return loading || settingsPending ? null : (
    <Suspense fallback={null}>
      <MaintenanceScreen />
    </Suspense>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { MainLayout } from '../../components/layouts/main-layout.tsx';
import { usePageViewTracking } from '../../features/analytics/hooks/use-page-view-tracking.ts';
import { useSiteSettings } from '../../features/site-settings/api/get-site-settings.ts';
import { MaintenanceGate } from '../../features/site-settings/components/maintenance-gate.tsx';
import { useSiteSettingsOnNavigation } from '../../features/site-settings/hooks/use-site-settings-on-navigation.ts';
import { isMaintenanceMode } from '../../lib/maintenance.ts';
import { useAuth } from '../../lib/session/use-auth.ts';
import { useInteractiveWhenReady } from '../ssr/use-interactive-when-ready.ts';

// Only a signed-in member can see the banner: visitors never load its code.
const WelcomeBanner = lazy(() => import('../../features/forum/components/welcome-banner.tsx'));

/** The frame every screen (the error page included) renders in, with the app-wide per-route behaviour. */
export function AppShell({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  useSiteSettingsOnNavigation();
  // Page views wait for the server's word on maintenance; without an answer the stored flag decides.
  const maintenance = settings.data?.maintenance_mode ?? (settings.isError ? isMaintenanceMode() : undefined);
  usePageViewTracking(maintenance === false);
  const { user } = useAuth();
  useInteractiveWhenReady();

  return (
    <MainLayout>
      {user && (
        <Suspense fallback={null}>
          <WelcomeBanner user={user} maintenance={maintenance !== false} />
        </Suspense>
      )}
      <MaintenanceGate settings={settings.data} settingsPending={settings.isPending}>
        {children}
      </MaintenanceGate>
    </MainLayout>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router';
import { CancellationBar, Footer, isFooterShown } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { useAuth } from '../../lib/session/use-auth.ts';

const MemberLanguage = lazy(() => import('./member-language.tsx'));

/** The shared frame of every page: the navigation's progress, header, the page, and the footer where it belongs. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationProgress />
      <Header />
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      {isFooterShown(pathname) ? <Footer /> : <CancellationBar />}
      {user && (
        <Suspense fallback={null}>
          <MemberLanguage />
        </Suspense>
      )}
    </Box>
  );
}

import { Navigate } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { paths } from '../../config/paths.ts';
import { BackingTracksPage } from '../../features/backing-tracks/components/backing-tracks-page.tsx';
import { useAuth } from '../../lib/session/use-auth.ts';
import { PageLoading } from './root.tsx';

/** The login page with the way back, written as the spec writes it: /login?redirect=/backing-tracks. */
const BACKING_TRACKS_LOGIN_HREF = `${paths.login.path}?redirect=${paths.backingTracks.getHref()}`;

/** Members only: a visitor goes to login and comes back after signing in; the API's 401 does the same. */
export function Component() {
  const { isAuthenticated, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!isAuthenticated) return <Navigate replace to={BACKING_TRACKS_LOGIN_HREF} />;
  return (
    <>
      <title>{`Backing Tracks | ${SCHOOL_NAME}`}</title>
      <BackingTracksPage loginHref={BACKING_TRACKS_LOGIN_HREF} />
    </>
  );
}

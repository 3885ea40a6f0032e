import { SCHOOL_NAME } from '@gjs/shared';
import { Navigate } from 'react-router';
import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { CancelSubscriptionDialogs } from '../../features/billing/components/cancel-subscription-dialogs.tsx';
import { loginRedirectHref } from '../../features/courses/lib/login-redirect.ts';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { useAuth } from '../../lib/session/use-auth.ts';
import { useSessionEnded } from '../../lib/session/use-session-ended.ts';
import { PageLoading } from './root.tsx';

/** Members only: a visitor goes to /login?redirect=/profile (spec §2); a session that ends here goes to /. */
export function Component() {
  const { isAuthenticated, loading } = useAuth();
  const sessionEnded = useSessionEnded();
  if (sessionEnded) return <Navigate replace to={paths.home.getHref()} />;
  if (loading) return <PageLoading />;
  if (!isAuthenticated) return <Navigate replace to={loginRedirectHref(paths.profile.getHref())} />;
  return (
    <>
      <PageMetadata title={`Profile | ${SCHOOL_NAME}`} path={paths.profile.getHref()} />
      <ProfilePage
        subscriptionActions={(profile) => <CancelSubscriptionDialogs subscription={profile.subscription} />}
      />
    </>
  );
}

import { SCHOOL_NAME } from '@gjs/shared';
import { Navigate, useLocation } from 'react-router';
import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { loginRedirectHref } from '../../features/courses/lib/login-redirect.ts';
import { ForumPage } from '../../features/forum/components/forum-page.tsx';
import { useAuth } from '../../lib/session/use-auth.ts';
import { useSessionEnded } from '../../lib/session/use-session-ended.ts';

/** Members only: a visitor goes to /login?redirect=/forum (spec §2); a session that ends here goes to /. */
export function Component() {
  const location = useLocation();
  const { isAuthenticated, loading } = useAuth();
  const sessionEnded = useSessionEnded();
  if (sessionEnded) return <Navigate replace to={paths.home.getHref()} />;
  if (!loading && !isAuthenticated) return <Navigate replace to={loginRedirectHref(paths.forum.getHref())} />;
  return (
    <>
      <PageMetadata title={`Forum | ${SCHOOL_NAME}`} path={paths.forum.getHref()} />
      {/* A new navigation (e.g. 'Create Welcome Post' while on the forum) starts the page from its state. */}
      <ForumPage key={location.key} authLoading={loading} />
    </>
  );
}

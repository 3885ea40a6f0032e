import { SCHOOL_NAME } from '@gjs/shared';
import { useLocation } from 'react-router';
import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { ForumPage } from '../../features/forum/components/forum-page.tsx';

/** Members only (the member guard above it sends a visitor to /login?redirect=/forum). */
export function Component() {
  const location = useLocation();
  return (
    <>
      <PageMetadata title={`Forum | ${SCHOOL_NAME}`} path={paths.forum.getHref()} />
      {/* A new navigation (e.g. 'Create Welcome Post' while on the forum) starts the page from its state. */}
      <ForumPage key={location.key} />
    </>
  );
}

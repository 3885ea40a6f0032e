import { useLocation } from 'react-router';
import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { ForumPage } from '../../features/forum/components/forum-page.tsx';
import { forumTexts } from '../../features/forum/lib/forum-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

/** Members only (the member guard above it sends a visitor to /login?redirect=/forum). */
export function Component() {
  const location = useLocation();
  const texts = useTexts(forumTexts);
  return (
    <>
      <PageMetadata title={texts.title} path={paths.forum.getHref()} />
      {/* A new navigation (e.g. 'Create Welcome Post' while on the forum) starts the page from its state. */}
      <ForumPage key={location.key} />
    </>
  );
}

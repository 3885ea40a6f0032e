import { Navigate } from 'react-router';
import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { PrivateLessonsPage } from '../../features/private-lessons/components/private-lessons-page.tsx';
import { privateLessonsTexts } from '../../features/private-lessons/lib/private-lessons-texts.ts';
import { TakesSection } from '#features/takes/components/takes-section.tsx';
import { useTexts } from '../../lib/i18n/texts.ts';
import { useAuth } from '../../lib/session/use-auth.ts';
import { PageLoading } from './root.tsx';

/** Only for users whose takes_lessons flag is on; everyone else goes to / (product 0420). */
export function Component() {
  const { user, loading } = useAuth();
  const texts = useTexts(privateLessonsTexts);
  if (loading) return <PageLoading />;
  if (!user?.takes_lessons) return <Navigate replace to={paths.home.getHref()} />;
  return (
    <>
      <PageMetadata title={texts.title} path={paths.privateLessons.getHref()} />
      <PrivateLessonsPage>
        <TakesSection />
      </PrivateLessonsPage>
    </>
  );
}

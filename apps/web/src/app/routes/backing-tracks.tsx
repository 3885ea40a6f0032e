import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { BackingTracksPage } from '../../features/backing-tracks/components/backing-tracks-page.tsx';
import { backingTracksTexts } from '../../features/backing-tracks/lib/backing-tracks-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';
import { useAuth } from '../../lib/session/use-auth.ts';
import { PageLoading } from './root.tsx';

/** Open to everyone: members see the tracks, a visitor the invitation to subscribe (the list call's 401 stays silent). */
export function Component() {
  const { isAuthenticated, loading } = useAuth();
  const texts = useTexts(backingTracksTexts);
  // The way back keeps the query: a loop link comes back whole after login.
  const { search } = useLocation();
  return (
    <>
      <title>{texts.title}</title>
      {loading ? (
        <PageLoading />
      ) : (
        <BackingTracksPage
          member={isAuthenticated}
          loginHref={paths.login.getHref(`${paths.backingTracks.getHref()}${search}`)}
        />
      )}
    </>
  );
}

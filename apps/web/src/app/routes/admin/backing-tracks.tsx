import { paths } from '#config/paths.ts';
import { BackingTrackListPage } from '#features/admin/backing-tracks/components/backing-track-pages.tsx';

export function Component() {
  return (
    <BackingTrackListPage
      newHref={paths.adminBackingTrackNew.getHref()}
      editHref={paths.adminBackingTrack.getHref}
    />
  );
}

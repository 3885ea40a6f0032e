import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { BackingTrackNewPage } from '#features/admin/backing-tracks/components/backing-track-pages.tsx';

export function Component() {
  const navigate = useNavigate();
  return (
    <BackingTrackNewPage
      onCreated={(id) => navigate(paths.adminBackingTrack.getHref(id), { replace: true })}
    />
  );
}

import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { isRecordId } from '#features/admin/common/lib/route-id.ts';
import { BackingTrackEditPage } from '#features/admin/backing-tracks/components/backing-track-pages.tsx';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  if (!isRecordId(id)) return <Navigate replace to={paths.adminBackingTracks.getHref()} />;
  return (
    <BackingTrackEditPage
      key={id}
      trackId={Number(id)}
      onDeleted={() => navigate(paths.adminBackingTracks.getHref(), { replace: true })}
    />
  );
}

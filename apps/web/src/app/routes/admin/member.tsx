import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { isRecordId } from '#features/admin/common/lib/route-id.ts';
import { MemberDetailPage } from '#features/admin/members/components/member-detail-page.tsx';
import { useAuth } from '#lib/session/use-auth.ts';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  if (!isRecordId(id)) return <Navigate replace to={paths.adminMembers.getHref()} />;
  return (
    <MemberDetailPage
      key={id}
      memberId={Number(id)}
      currentUserId={user?.id}
      listHref={paths.adminMembers.getHref()}
      onDeleted={() => navigate(paths.adminMembers.getHref(), { replace: true })}
    />
  );
}

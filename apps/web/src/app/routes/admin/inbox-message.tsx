import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { isRecordId } from '#features/admin/common/lib/route-id.ts';
import { MessagePage } from '#features/admin/contact-inbox/components/inbox-pages.tsx';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  if (!isRecordId(id)) return <Navigate replace to={paths.adminInbox.getHref()} />;
  return (
    <MessagePage
      key={id}
      messageId={Number(id)}
      inboxHref={paths.adminInbox.getHref()}
      onDeleted={() => navigate(paths.adminInbox.getHref(), { replace: true })}
    />
  );
}

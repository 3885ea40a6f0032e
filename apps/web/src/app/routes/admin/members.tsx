import { paths } from '#config/paths.ts';
import { MemberListPage } from '#features/admin/members/components/member-list-page.tsx';

export function Component() {
  return <MemberListPage memberHref={paths.adminMember.getHref} />;
}

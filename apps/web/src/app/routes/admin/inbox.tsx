import { paths } from '#config/paths.ts';
import { InboxPage } from '#features/admin/contact-inbox/components/inbox-pages.tsx';

export function Component() {
  return <InboxPage messageHref={paths.adminInboxMessage.getHref} />;
}

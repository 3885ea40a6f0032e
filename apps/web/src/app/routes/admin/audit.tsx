import { AuditLogPage } from '../../../features/admin/components/audit-log-page.tsx';

export function Component() {
  return <AuditLogPage />;
}

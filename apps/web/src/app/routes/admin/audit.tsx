import { AuditLogPage } from '#features/admin/audit/components/audit-log-page.tsx';

export function Component() {
  return <AuditLogPage />;
}

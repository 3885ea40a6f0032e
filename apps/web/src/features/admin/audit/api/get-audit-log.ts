import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditList, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export type AuditFilters = { action: string; target_type: string; actor: string };

export async function getAuditLog(filters: AuditFilters): Promise<AuditList> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
  return api.call(adminEndpoints.audit.list, { query });
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({ queryKey: adminKeys.audit(filters), queryFn: () => getAuditLog(filters) });

export function useAuditLog(filters: AuditFilters) {
  return useQuery(auditLogQueryOptions(filters));
}

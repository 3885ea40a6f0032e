import type { AuditList, AuditQuery } from '@gjs/shared';
import type { Database } from '#db/types.ts';
import { listAudit, listTargetTypes } from './repository.ts';

export async function listAuditEntries(db: Database, query: AuditQuery): Promise<AuditList> {
  const [rows, targetTypes] = await Promise.all([listAudit(db, query), listTargetTypes(db)]);
  return {
    target_types: targetTypes,
    entries: rows.map((r) => ({
      id: r.id,
      actor_user_id: r.actorUserId,
      actor_username: r.actorUsername,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      details: r.details,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

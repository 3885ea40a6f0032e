import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@gjs/shared';
import { auditLog } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';
import { likePattern } from '#db/like-pattern.ts';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

export interface Actor {
  id: number;
  username: string;
}

/** Called inside the transaction of the write it describes, so that both commit or neither does. */
export async function insertAudit(tx: DbOrTx, actor: Actor, record: AuditRecord) {
  await tx.insert(auditLog).values({
    actorUserId: actor.id,
    actorUsername: actor.username,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId == null ? null : String(record.targetId),
    details: record.details ?? {},
  });
}

/** The kinds of record the log holds, whichever area wrote them. */
export const listTargetTypes = (db: DbOrTx) =>
  db
    .selectDistinct({ targetType: auditLog.targetType })
    .from(auditLog)
    .orderBy(auditLog.targetType)
    .then((rows) => rows.map((r) => r.targetType));

/** Newest first, filtered by exact action and target type and by part of the actor's name. */
export function listAudit(db: DbOrTx, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target_type) filters.push(eq(auditLog.targetType, query.target_type));
  if (query.actor) filters.push(ilike(auditLog.actorUsername, likePattern(query.actor)));
  return db
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit);
}

import { z } from 'zod';

export const auditQuerySchema = z.object({
  action: z.string().max(64).optional(),
  target_type: z.string().max(64).optional(),
  actor: z.string().max(150).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Every target type recorded so far (unfiltered), for the console's filter. */
  target_types: z.array(z.string()),
});
export type AuditList = z.infer<typeof auditListSchema>;

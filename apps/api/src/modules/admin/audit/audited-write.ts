import type { Transaction } from '#db/types.ts';
import type { AdminContext } from '../context.ts';
import { insertAudit, type AuditRecord } from './repository.ts';

type WriteContext = Pick<AdminContext, 'db' | 'actor'>;

/**
 * Runs a write and the audit record that describes it in one transaction, so that both are stored or neither is.
 * `record` sees what the write answered (a new row's id, a deleted row's name). With `answer`, the answer is read
 * in the same transaction after the record: an error there stores nothing, so a retry cannot write twice.
 */
export function auditedWrite<T>(
  ctx: WriteContext,
  write: (tx: Transaction) => Promise<T>,
  record: (result: T) => AuditRecord,
): Promise<T>;
export function auditedWrite<T, A>(
  ctx: WriteContext,
  write: (tx: Transaction) => Promise<T>,
  record: (result: T) => AuditRecord,
  answer: (tx: Transaction, result: T) => Promise<A>,
): Promise<A>;
export function auditedWrite<T, A>(
  ctx: WriteContext,
  write: (tx: Transaction) => Promise<T>,
  record: (result: T) => AuditRecord,
  answer?: (tx: Transaction, result: T) => Promise<A>,
): Promise<T | A> {
  return ctx.db.transaction(async (tx) => {
    const result = await write(tx);
    await insertAudit(tx, ctx.actor, record(result));
    return answer ? answer(tx, result) : result;
  });
}

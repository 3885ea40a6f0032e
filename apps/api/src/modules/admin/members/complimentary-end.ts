import { NO_COMPLIMENTARY_ACCESS, type AdminComplimentaryEnd, type AdminMemberDetail } from '@gjs/shared';
import { NotFoundError, ValidationError } from '#lib/errors.ts';
import { insertAudit } from '../audit/repository.ts';
import * as repo from './repository.ts';
import { getMember, MEMBER_NOT_FOUND, type MembersContext } from './service.ts';

/**
 * Takes complimentary access back: at once, or when the chosen day begins (UTC), as a grant's end date does. Only a
 * complimentary subscription (active, no provider) can be ended here; paid ones end through their provider.
 */
export async function endComplimentary(
  ctx: MembersContext,
  id: number,
  input: AdminComplimentaryEnd,
): Promise<AdminMemberDetail> {
  const row = await repo.findMember(ctx.db, id);
  if (!row) throw new NotFoundError(MEMBER_NOT_FOUND);
  const now = new Date();
  const endDate = input.end_date ? new Date(`${input.end_date}T00:00:00.000Z`) : now;
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.endComplimentary(tx, id, endDate, now)))
      throw new ValidationError(NO_COMPLIMENTARY_ACCESS);
    await insertAudit(tx, ctx.actor, {
      action: 'member.complimentary_end',
      targetType: 'member',
      targetId: id,
      details: {
        username: row.user.username,
        end_date: input.end_date,
        previous_end_date: row.subscription?.endDate?.toISOString().slice(0, 10) ?? null,
      },
    });
  });
  return getMember(ctx, id);
}

import {
  BILLING_MESSAGES,
  type PublicCancellationRequest,
  type PublicCancellationResponse,
} from '@gjs/shared';
import { AppError, ValidationError } from '#lib/errors.ts';
import type { BillingContext } from '../context.ts';
import * as repo from '../repository.ts';
import { recipientLanguage } from '../../profile/index.ts';
import { accountCancelledNoticeEmail, cancellationReceivedEmail } from './emails.ts';
import { cancelAtProvider } from '../provider-actions.ts';
import { deleteAccount } from '../../accounts/index.ts';
import { findUserForCancellation, insertCancellationRequest, setCancellationMatch } from './repository.ts';

const CANCELLABLE = ['trial', 'active', 'past_due'];
export const NOTHING_TO_CANCEL = 'There is no active subscription to cancel.';
export const PROVIDER_CANCEL_FAILED = 'The payment provider could not cancel the subscription.';

export type CancelOutcome = { kind: 'deleted' } | { kind: 'cancelled'; endDate: Date };

/**
 * decision 0404. A trial (and a complimentary account, which has no paid period) ends at once: the provider
 * subscription is cancelled and the account deleted with all its data. A paid subscription is cancelled at the
 * period end; access stays until end_date, then the lifecycle job deletes the account.
 */
export async function cancelSubscription(ctx: BillingContext, userId: number): Promise<CancelOutcome> {
  const row = await repo.findSubscription(ctx.db, { userId });
  const sub = row?.subscription;
  if (!sub || !CANCELLABLE.includes(sub.status)) throw new ValidationError(NOTHING_TO_CANCEL);
  const paid = sub.status !== 'trial' && sub.paymentProvider !== null;
  let endDate: Date | null;
  try {
    ({ endDate } = await cancelAtProvider(ctx, sub, { atPeriodEnd: paid }));
  } catch (err) {
    ctx.log.error({ err, userId }, 'provider cancellation failed');
    throw new AppError(502, PROVIDER_CANCEL_FAILED);
  }
  if (!paid || !endDate || endDate <= new Date()) {
    await deleteAccount(ctx, userId);
    return { kind: 'deleted' };
  }
  await repo.updateSubscription(ctx.db, userId, { status: 'cancelled', cancelAtPeriodEnd: true, endDate });
  return { kind: 'cancelled', endDate };
}

export function cancelMessage(outcome: CancelOutcome): string {
  return outcome.kind === 'deleted'
    ? 'Your subscription has been cancelled and your account deleted.'
    : `Your subscription has been cancelled. You keep access until ${outcome.endDate.toISOString().slice(0, 10)}.`;
}

/**
 * decision 0417: stored, confirmed by e-mail at once with date and time, then carried out as in decision 0404 when an
 * account matches; the account's address is told. The answer never reveals whether an account matched.
 */
export async function publicCancellation(
  ctx: BillingContext,
  input: PublicCancellationRequest,
): Promise<PublicCancellationResponse> {
  const receivedAt = new Date();
  const username = input.username?.trim() || undefined;
  const requestId = await insertCancellationRequest(ctx.db, {
    name: input.name,
    email: input.email,
    username: username ?? null,
    receivedAt,
  });
  await ctx.mailer.send(cancellationReceivedEmail(input.email, input.name, receivedAt));
  const account = await findUserForCancellation(ctx.db, input.email, username);
  if (account) {
    await setCancellationMatch(ctx.db, requestId, account.id);
    await cancelMatchedAccount(ctx, account.id, receivedAt);
  }
  return { received_at: receivedAt.toISOString(), message: BILLING_MESSAGES.cancellationReceived };
}

async function cancelMatchedAccount(ctx: BillingContext, userId: number, receivedAt: Date) {
  const row = await repo.findSubscription(ctx.db, { userId });
  if (!row || !CANCELLABLE.includes(row.subscription.status)) return;
  try {
    const language = await recipientLanguage(ctx.db, userId);
    const outcome = await cancelSubscription(ctx, userId);
    await ctx.mailer.send(
      accountCancelledNoticeEmail(
        row.user.email,
        row.user.username,
        receivedAt,
        outcome.kind === 'cancelled' ? outcome.endDate : null,
        language,
      ),
    );
  } catch (err) {
    // The request stays stored and confirmed; staff finish it by hand (it is in cancellation_requests).
    ctx.log.error({ err, userId }, 'no-login cancellation could not be carried out');
  }
}

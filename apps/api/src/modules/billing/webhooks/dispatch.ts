import type { DbOrTx } from '#db/types.ts';
import type { OutgoingMail } from '#lib/mailer.ts';
import type { BillingContext } from '../context.ts';
import { applyProviderState } from '../provider-actions.ts';
import type { PaymentProvider, ProviderEvent, ProviderName } from '../providers/provider.ts';
import * as repo from '../repository.ts';
import { handlerFor } from './event-table.ts';
import type { Claim } from './routed-event.ts';

/**
 * Hands a verified event to the handler of its type (event-table.ts), then records the event id and applies the
 * state in one transaction: a replayed event finds its id and changes nothing; a late event loses against the newer
 * state already applied (subscription-state.ts). Event types without a handler and unknown subscriptions are
 * recorded and ignored (another system's, or an abandoned checkout).
 */
export async function dispatchEvent(ctx: BillingContext, provider: PaymentProvider, event: ProviderEvent) {
  const { name } = provider;
  const routed = handlerFor(name, event.type)?.(event, provider);
  const source = routed?.state;
  const state = typeof source === 'function' ? await source() : source;
  const mails: OutgoingMail[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markEventProcessed(tx, name, event.id, event.type))) return 'duplicate';
    if (!routed || !state) return 'ignored';
    const row =
      (await repo.findSubscription(tx, { providerSubscriptionId: routed.subscriptionId })) ??
      (await claimSubscription(tx, name, routed.subscriptionId, await routed.claim?.(tx)));
    if (!row || row.subscription.paymentProvider !== name) return 'ignored';
    const result = await applyProviderState(ctx, tx, row, state, { paymentFailed: routed.paymentFailed });
    if (result.changed && result.mail) mails.push(result.mail);
    return result.changed ? 'applied' : 'stale';
  });
  for (const mail of mails) await ctx.mailer.send(mail);
  ctx.log.info({ provider: name, eventId: event.id, type: event.type, outcome }, 'billing webhook');
  return { received: true, outcome };
}

/** Binds a provider subscription to the account it was made for, only while that account has none. */
async function claimSubscription(
  tx: DbOrTx,
  provider: ProviderName,
  subscriptionId: string,
  claim: Claim | undefined,
) {
  if (!claim) return undefined;
  const row = await repo.findSubscription(tx, { userId: claim.userId });
  if (!row || row.subscription.status !== 'none' || row.subscription.providerSubscriptionId) return undefined;
  await repo.updateSubscription(tx, claim.userId, {
    paymentProvider: provider,
    providerSubscriptionId: subscriptionId,
    ...(claim.customerId ? { providerCustomerId: claim.customerId } : {}),
    ...(claim.plan ? { plan: claim.plan } : {}),
  });
  return repo.findSubscription(tx, { userId: claim.userId });
}

import type { SubscriptionStatus } from '@gjs/shared';

/** A provider's subscription reduced to what our row follows (README: "Provider state"). */
export interface ProviderState {
  kind: 'trial' | 'active' | 'past_due' | 'ended' | 'pending';
  startDate: Date | null;
  /** Trial end or end of the paid period. */
  endDate: Date | null;
  /** The subscription ends at endDate (cancelled at the provider or by us). */
  cancelAtPeriodEnd: boolean;
  /** When the provider produced this state (event creation time or time of the read). */
  at: Date;
}

export interface SubscriptionRowState {
  status: SubscriptionStatus;
  startDate: Date | null;
  endDate: Date | null;
  cancelAtPeriodEnd: boolean;
  providerUpdatedAt: Date | null;
}

export type StateChange = Pick<
  SubscriptionRowState,
  'status' | 'startDate' | 'endDate' | 'cancelAtPeriodEnd' | 'providerUpdatedAt'
>;

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The next row values for a provider state, or undefined when the state must be ignored:
 * - older than the newest state already applied (events arrive late or out of order);
 * - a subscription that has ended ('expired') is never brought back;
 * - a cancelled subscription only keeps running to its end date; it never turns active again;
 * - end_date never moves backwards; a failed payment keeps access for the grace period.
 */
export function nextSubscriptionState(
  row: SubscriptionRowState,
  state: ProviderState,
  opts: { graceDays: number; paymentFailed?: boolean; now?: Date },
): StateChange | undefined {
  const now = opts.now ?? new Date();
  if (row.providerUpdatedAt && state.at < row.providerUpdatedAt) return undefined;
  if (row.status === 'expired') return undefined;
  if (state.kind === 'pending') return undefined;
  // A subscription that never started (abandoned checkout) has nothing to end.
  if (state.kind === 'ended' && row.status === 'none') return undefined;
  let kind = state.kind;
  if (opts.paymentFailed && (kind === 'active' || kind === 'trial')) kind = 'past_due';

  const base = {
    startDate: row.startDate ?? state.startDate,
    endDate: later(row.endDate, state.endDate),
    providerUpdatedAt: state.at,
  };
  if (row.status === 'cancelled' || kind === 'ended' || state.cancelAtPeriodEnd) {
    // Access stays until the end date; the lifecycle job then deletes the account (decision 0404).
    const ended = kind === 'ended' && row.status === 'past_due';
    return { ...base, status: ended ? 'expired' : 'cancelled', cancelAtPeriodEnd: true };
  }
  if (kind === 'past_due') {
    const graceEnd = new Date(now.getTime() + opts.graceDays * 24 * 3600 * 1000);
    const endDate = row.status === 'past_due' ? base.endDate : later(base.endDate, graceEnd);
    return { ...base, endDate, status: 'past_due', cancelAtPeriodEnd: false };
  }
  return { ...base, status: kind, cancelAtPeriodEnd: false };
}

/**
 * The stamp of a state read from the provider now. Providers time their events in whole seconds, so a read is
 * stamped to the second: an event of the same second still applies, which is safe because both are current.
 */
export function readStamp(now = Date.now()): Date {
  return new Date(Math.floor(now / 1000) * 1000);
}

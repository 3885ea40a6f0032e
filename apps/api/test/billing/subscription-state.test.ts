import { describe, expect, it } from 'vitest';
import {
  nextSubscriptionState,
  readStamp,
  type ProviderState,
  type SubscriptionRowState,
} from '../../src/modules/billing/subscription-state.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 3600 * 1000);
const row = (over: Partial<SubscriptionRowState> = {}): SubscriptionRowState => ({
  status: 'trial',
  startDate: day(0),
  endDate: day(14),
  cancelAtPeriodEnd: false,
  providerUpdatedAt: day(0),
  ...over,
});
const state = (over: Partial<ProviderState> = {}): ProviderState => ({
  kind: 'active',
  startDate: day(0),
  endDate: day(44),
  cancelAtPeriodEnd: false,
  at: day(14),
  ...over,
});
const opts = { graceDays: 7, now: day(20) };

describe('nextSubscriptionState', () => {
  it('follows the trial into a paid month with the new end date and stamp', () => {
    expect(nextSubscriptionState(row(), state(), opts)).toEqual({
      status: 'active',
      startDate: day(0),
      endDate: day(44),
      cancelAtPeriodEnd: false,
      providerUpdatedAt: day(14),
    });
  });

  it('ignores a state older than the one applied', () => {
    expect(nextSubscriptionState(row({ providerUpdatedAt: day(15) }), state(), opts)).toBeUndefined();
  });

  it('never moves end_date backwards', () => {
    expect(
      nextSubscriptionState(row({ status: 'active', endDate: day(74) }), state(), opts)?.endDate,
    ).toEqual(day(74));
  });

  it('never brings back an expired subscription, nor turns a cancelled one active', () => {
    expect(nextSubscriptionState(row({ status: 'expired' }), state(), opts)).toBeUndefined();
    expect(nextSubscriptionState(row({ status: 'cancelled' }), state(), opts)?.status).toBe('cancelled');
  });

  it('gives a failed payment the grace period from now, once', () => {
    const first = nextSubscriptionState(
      row({ status: 'active', endDate: day(14) }),
      state({ endDate: day(14) }),
      {
        ...opts,
        paymentFailed: true,
      },
    );
    expect(first).toMatchObject({ status: 'past_due', endDate: day(27) });
    const again = nextSubscriptionState(
      row({ status: 'past_due', endDate: day(27) }),
      state({ kind: 'past_due', endDate: day(14) }),
      {
        ...opts,
        now: day(25),
      },
    );
    expect(again?.endDate).toEqual(day(27));
  });

  it('ends a past_due subscription as expired and a paid one as cancelled to its end date', () => {
    expect(nextSubscriptionState(row({ status: 'past_due' }), state({ kind: 'ended' }), opts)?.status).toBe(
      'expired',
    );
    expect(nextSubscriptionState(row({ status: 'active' }), state({ kind: 'ended' }), opts)).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
    });
  });

  it('ignores pending checkouts and the end of a subscription that never started', () => {
    expect(nextSubscriptionState(row({ status: 'none' }), state({ kind: 'pending' }), opts)).toBeUndefined();
    expect(nextSubscriptionState(row({ status: 'none' }), state({ kind: 'ended' }), opts)).toBeUndefined();
  });

  it('stamps reads to the whole second, as providers stamp events', () => {
    expect(readStamp(1_700_000_000_999).getTime()).toBe(1_700_000_000_000);
  });
});

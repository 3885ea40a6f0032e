import { describe, expect, it } from 'vitest';
import type { AdminMemberSubscription } from '@gjs/shared';
import { endDateLabel, firstEndDay, formatDay, statusLabel, subscriptionSummary } from './members.ts';

const sub = (over: Partial<AdminMemberSubscription>): AdminMemberSubscription => ({
  plan: 'pro',
  status: 'active',
  payment_provider: null,
  provider_subscription_id: null,
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: null,
  cancel_at_period_end: false,
  complimentary: true,
  grants_access: true,
  ...over,
});

describe('member texts', () => {
  it('names statuses and the lack of a subscription', () => {
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel(null)).toBe('No subscription');
  });

  it('shows days as the server counts them (UTC), whatever the local zone', () => {
    expect(formatDay('2027-03-03T00:00:00.000Z')).toBe('3 Mar 2027');
    expect(formatDay(null)).toBe('—');
  });

  it('offers tomorrow (UTC) as the first end day', () => {
    expect(firstEndDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('summarises complimentary, paid and missing subscriptions', () => {
    expect(subscriptionSummary(sub({}))).toBe('Complimentary, open-ended');
    expect(subscriptionSummary(sub({ end_date: '2027-03-03T00:00:00.000Z' }))).toBe(
      'Complimentary, ends on 3 Mar 2027',
    );
    expect(subscriptionSummary(sub({ end_date: '2026-03-03T00:00:00.000Z', grants_access: false }))).toBe(
      'Complimentary, ended on 3 Mar 2026',
    );
    expect(
      subscriptionSummary(sub({ status: 'trial', payment_provider: 'stripe', complimentary: false })),
    ).toBe('Trial (Stripe)');
    expect(subscriptionSummary(null)).toBe('No subscription');
  });

  it('labels the end date by what it means', () => {
    expect(endDateLabel(sub({}))).toBe('Access ends');
    expect(endDateLabel(sub({ status: 'cancelled', payment_provider: 'paypal', complimentary: false }))).toBe(
      'Access until',
    );
    expect(endDateLabel(sub({ payment_provider: 'stripe', complimentary: false }))).toBe('Next billing date');
  });
});

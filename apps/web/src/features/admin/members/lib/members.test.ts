import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberSubscription } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import { endDateLabel, firstEndDay, subscriptionSummary } from './members.ts';
import { membersTexts, type MembersTexts } from './members-texts.ts';

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

const en = membersTexts.en;

describe('member texts', () => {
  it('names statuses and the lack of a subscription', () => {
    expect(en.status('past_due')).toBe('Past due');
    expect(en.status(null)).toBe('No subscription');
  });

  it('shows days as the server counts them (UTC), whatever the local zone', () => {
    expect(en.day('2027-03-03T00:00:00.000Z')).toBe('3 Mar 2027');
    expect(en.day(null)).toBe('—');
  });

  it('offers tomorrow (UTC) as the first end day', () => {
    expect(firstEndDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('summarises complimentary, paid and missing subscriptions', () => {
    expect(subscriptionSummary(sub({}), en)).toBe('Complimentary, open-ended');
    expect(subscriptionSummary(sub({ end_date: '2027-03-03T00:00:00.000Z' }), en)).toBe(
      'Complimentary, ends on 3 Mar 2027',
    );
    expect(subscriptionSummary(sub({ end_date: '2026-03-03T00:00:00.000Z', grants_access: false }), en)).toBe(
      'Complimentary, ended on 3 Mar 2026',
    );
    expect(
      subscriptionSummary(sub({ status: 'trial', payment_provider: 'stripe', complimentary: false }), en),
    ).toBe('Trial (Stripe)');
    expect(subscriptionSummary(null, en)).toBe('No subscription');
  });

  it('labels the end date by what it means', () => {
    expect(endDateLabel(sub({}), en)).toBe('Access ends');
    expect(
      endDateLabel(sub({ status: 'cancelled', payment_provider: 'paypal', complimentary: false }), en),
    ).toBe('Access until');
    expect(endDateLabel(sub({ payment_provider: 'stripe', complimentary: false }), en)).toBe(
      'Next billing date',
    );
  });

  describe('in German', () => {
    let de: Translation<MembersTexts>;
    beforeAll(async () => {
      de = (await import('./members-texts.de.ts')).default;
    });

    it('writes days, statuses and summaries the German way', () => {
      expect(de.day('2027-03-03T00:00:00.000Z')).toBe('3. März 2027');
      expect(de.status('past_due')).toBe('Zahlung überfällig');
      expect(subscriptionSummary(sub({ end_date: '2027-03-03T00:00:00.000Z' }), de)).toBe(
        'Gratis, endet am 3. März 2027',
      );
      expect(
        subscriptionSummary(sub({ status: 'trial', payment_provider: 'stripe', complimentary: false }), de),
      ).toBe('Testphase (Stripe)');
      expect(endDateLabel(sub({ payment_provider: 'stripe', complimentary: false }), de)).toBe(
        'Nächste Abbuchung',
      );
    });
  });
});

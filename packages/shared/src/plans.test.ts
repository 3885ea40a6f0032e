import { describe, expect, it } from 'vitest';
import { PLANS, TRIAL_DAYS, formatEuroGerman } from './plans.ts';

describe('plan constants (decision 0401)', () => {
  it('pro costs 19.99 EUR a month with a 14-day trial', () => {
    expect(PLANS.pro).toMatchObject({ amount: 19.99, currency: 'EUR', interval: 'month', trialDays: 14 });
    expect(TRIAL_DAYS).toBe(14);
  });

  it('test costs 1.00 EUR a day without trial and is for staff', () => {
    expect(PLANS.test).toMatchObject({ amount: 1, interval: 'day', trialDays: 0, staffOnly: true });
  });

  it("formats the FAQ's price as 19,99€", () => {
    expect(formatEuroGerman(PLANS.pro.amount)).toBe('19,99€');
  });
});

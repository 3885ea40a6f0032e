import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinWithAnd, publishingCountdown } from './countdown.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('publishingCountdown', () => {
  it("counts whole days while a day or more is left: 'Publishing in N day(s)'", () => {
    expect(publishingCountdown(at(3 * DAY + 5 * HOUR), NOW)).toBe('Publishing in 3 day(s)');
    expect(publishingCountdown(at(DAY), NOW)).toBe('Publishing in 1 day(s)');
    expect(publishingCountdown(at(45 * DAY), NOW)).toBe('Publishing in 45 day(s)');
  });

  it("switches to hours and minutes under a day: 'Publishing in N hour(s) and M minute(s)'", () => {
    expect(publishingCountdown(at(DAY - MINUTE), NOW)).toBe('Publishing in 23 hour(s) and 59 minute(s)');
    expect(publishingCountdown(at(5 * HOUR + 7 * MINUTE), NOW)).toBe(
      'Publishing in 5 hour(s) and 7 minute(s)',
    );
    expect(publishingCountdown(at(HOUR), NOW)).toBe('Publishing in 1 hour(s) and 0 minute(s)');
  });

  it("shows minutes alone under an hour: 'Publishing in M minute(s)'", () => {
    expect(publishingCountdown(at(HOUR - 1), NOW)).toBe('Publishing in 59 minute(s)');
    expect(publishingCountdown(at(MINUTE), NOW)).toBe('Publishing in 1 minute(s)');
    expect(publishingCountdown(at(59_999), NOW)).toBe('Publishing in 0 minute(s)');
  });

  it('never counts below zero once the date has passed', () => {
    expect(publishingCountdown(at(-3 * DAY), NOW)).toBe('Publishing in 0 minute(s)');
  });

  it('reads ISO strings as the API sends them', () => {
    expect(publishingCountdown('2026-03-12T12:00:00.000Z', NOW)).toBe('Publishing in 2 day(s)');
  });

  it('always uses exactly one of the three forms, rounding time down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (left) => {
        const text = publishingCountdown(at(left), NOW);
        const days = Math.floor(left / DAY);
        const hours = Math.floor(left / HOUR);
        const minutes = Math.floor((left % HOUR) / MINUTE);
        if (days >= 1) return text === `Publishing in ${days} day(s)`;
        if (hours >= 1) return text === `Publishing in ${hours} hour(s) and ${minutes} minute(s)`;
        return text === `Publishing in ${minutes} minute(s)`;
      }),
    );
  });
});

describe('joinWithAnd', () => {
  it("joins the languages with 'and'", () => {
    expect(joinWithAnd(['English', 'Deutsch'])).toBe('English and Deutsch');
    expect(joinWithAnd(['English'])).toBe('English');
    expect(joinWithAnd([])).toBe('');
  });
});

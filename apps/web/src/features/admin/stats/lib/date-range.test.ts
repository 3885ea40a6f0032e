import { describe, expect, it } from 'vitest';
import { defaultRange, rangeError } from './date-range.ts';
import { statsTexts } from './stats-texts.ts';

const en = statsTexts.en;

describe('statistics date range', () => {
  it('defaults to the last 30 UTC days up to today', () => {
    expect(defaultRange(new Date('2026-03-10T23:30:00Z'))).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('refuses what the server would refuse, with its words, before asking it', () => {
    expect(rangeError({ from: '2026-03-10', to: '2026-03-10' }, en)).toBeUndefined();
    expect(rangeError({ from: '2026-03-11', to: '2026-03-10' }, en)).toBe(
      'The start date must not be after the end date.',
    );
    expect(rangeError({ from: '2025-01-01', to: '2026-01-01' }, en)).toBeUndefined();
    expect(rangeError({ from: '2025-01-01', to: '2026-01-02' }, en)).toBe(
      'The range can span at most 366 days.',
    );
    expect(rangeError({ from: '', to: '2026-01-02' }, en)).toBe('Pick both dates.');
  });

  it('says it in German on a German page', async () => {
    const de = (await import('./stats-texts.de.ts')).default;
    expect(rangeError({ from: '2026-03-11', to: '2026-03-10' }, de)).toBe(
      'Der Beginn darf nicht nach dem Ende liegen.',
    );
    expect(rangeError({ from: '2025-01-01', to: '2026-01-02' }, de)).toBe(
      'Der Zeitraum darf höchstens 366 Tage umfassen.',
    );
  });
});

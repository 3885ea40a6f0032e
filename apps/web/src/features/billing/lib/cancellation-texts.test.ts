import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@gjs/shared';
import { germanDateTime, germanFieldMessage } from './cancellation-texts.ts';

describe('cancellation texts', () => {
  it('writes the time of receipt as a German date and time in German local time', () => {
    expect(germanDateTime('2026-11-23T09:05:00.000Z')).toEqual({ date: '23.11.2026', time: '10:05' });
    expect(germanDateTime('2026-07-01T22:30:00.000Z')).toEqual({ date: '02.07.2026', time: '00:30' });
  });

  it("turns the shared schema's field messages into German ones", () => {
    expect(germanFieldMessage(BILLING_MESSAGES.required)).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(germanFieldMessage(BILLING_MESSAGES.invalidEmail)).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(germanFieldMessage('Too big')).toBe('Bitte prüfen Sie Ihre Eingabe.');
    expect(germanFieldMessage(undefined)).toBeUndefined();
  });
});

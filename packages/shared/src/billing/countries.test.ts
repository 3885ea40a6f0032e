import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from './countries.ts';
import { registerRequestSchema } from './contracts.ts';

describe('country list', () => {
  it('is the English official names of i18n-iso-countries, sorted', () => {
    countries.registerLocale(english);
    const names = Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) =>
      a.localeCompare(b, 'en'),
    );
    expect([...COUNTRY_NAMES]).toEqual(names);
  });

  it('refuses a country outside the list with a field error', () => {
    for (const country of ['Narnia', 'Select Country', 'france']) {
      const result = registerRequestSchema.safeParse({ country });
      const issues = result.error?.issues.filter((i) => i.path[0] === 'country') ?? [];
      expect(issues.map((i) => i.message)).toEqual([`"${country}" is not a valid choice.`]);
    }
    const ok = registerRequestSchema.safeParse({ country: 'France' });
    expect(ok.error?.issues.some((i) => i.path[0] === 'country')).toBe(false);
  });
});

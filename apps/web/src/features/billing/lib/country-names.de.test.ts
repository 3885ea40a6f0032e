// The library's browser entry, as the web app's other imports of it.
import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json';
import german from 'i18n-iso-countries/langs/de.json';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from '@gjs/shared';
import { germanCountryName } from './country-names.de.ts';

describe('the German country names', () => {
  it("are i18n-iso-countries' German official names of the registration's countries", () => {
    countries.registerLocale(english);
    countries.registerLocale(german);
    for (const name of COUNTRY_NAMES) {
      const code = countries.getAlpha2Code(name, 'en');
      expect(germanCountryName(name), name).toBe(code && countries.getName(code, 'de'));
    }
    expect(germanCountryName('Germany')).toBe('Deutschland');
  });

  it('leave a name outside the list as it is', () => {
    expect(germanCountryName('Narnia')).toBe('Narnia');
  });
});

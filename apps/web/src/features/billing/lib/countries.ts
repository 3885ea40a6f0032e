import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

/** The English names of the ISO 3166-1 countries, alphabetically (DECISIONS 17: from a maintained library). */
export const COUNTRY_NAMES: readonly string[] = Object.values(
  countries.getNames('en', { select: 'official' }),
).sort((a, b) => a.localeCompare(b, 'en'));

export const SELECT_COUNTRY = 'Select Country';

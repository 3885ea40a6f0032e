import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './language.ts';

describe('languages in the address', () => {
  it('reads German from the /de prefix only, English everywhere else', () => {
    expect(languageOfPath('/de')).toBe('de');
    expect(languageOfPath('/de/pricing')).toBe('de');
    expect(languageOfPath('/pricing')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    // A path that merely starts with the letters is no prefix.
    expect(languageOfPath('/design')).toBe('en');
    expect(languageOfPath('/en/pricing')).toBe('en');
  });

  it('strips the prefix to the path every language shares', () => {
    expect(pathWithoutLanguage('/de/courses/3')).toBe('/courses/3');
    expect(pathWithoutLanguage('/de')).toBe('/');
    expect(pathWithoutLanguage('/courses')).toBe('/courses');
  });

  it('gives the same page in another language', () => {
    expect(pathInLanguage('/pricing', 'de')).toBe('/de/pricing');
    expect(pathInLanguage('/', 'de')).toBe('/de');
    expect(pathInLanguage('/de/pricing', 'en')).toBe('/pricing');
    expect(pathInLanguage('/de', 'en')).toBe('/');
    expect(pathInLanguage('/de/pricing', 'de')).toBe('/de/pricing');
  });
});

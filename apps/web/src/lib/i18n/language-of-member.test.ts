import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../testing/render.tsx';
import { addressAfterSignIn, languageAfterSignIn, pickToStore } from './language-of-member.ts';

// The address wins; the account's language decides only where a sign-in leads (decision 0701).
const english = makeProfile({ language: 'english', interface_language: null });
const german = makeProfile({ language: 'deutsch', interface_language: null });
const choseGerman = makeProfile({ language: 'english', interface_language: 'de' });

describe('where a sign-in leads', () => {
  it("goes on in the member's language, whatever the login page's", () => {
    expect(languageAfterSignIn(german, 'en', null)).toBe('de');
    expect(languageAfterSignIn(choseGerman, 'en', null)).toBe('de');
    expect(languageAfterSignIn(english, 'de', null)).toBe('en');
  });

  it('goes on in the language picked with the switch before signing in, which the account then takes', () => {
    expect(languageAfterSignIn(english, 'de', 'de')).toBe('de');
    expect(languageAfterSignIn(german, 'en', 'en')).toBe('en');
    // A pick the reader turned back from is no pick for this page.
    expect(languageAfterSignIn(english, 'en', 'de')).toBe('en');
  });

  it("is the target in the member's language, or null when the login page is in it already", () => {
    expect(addressAfterSignIn('/forum', german, 'en', null)).toBe('/de/forum');
    expect(addressAfterSignIn('/', german, 'en', null)).toBe('/de');
    expect(addressAfterSignIn('/courses/3?tab=1', english, 'de', null)).toBe('/courses/3?tab=1');
    expect(addressAfterSignIn('/forum', german, 'de', null)).toBeNull();
    expect(addressAfterSignIn('/forum', english, 'de', 'de')).toBeNull();
  });
});

describe('what a page stores with the account', () => {
  it('stores only a pick made with the switch, once a page in its language shows', () => {
    expect(pickToStore(english, 'de', 'de')).toBe('de');
    expect(pickToStore(choseGerman, 'en', 'en')).toBe('en');
    expect(pickToStore(english, 'en', 'de')).toBeNull();
  });

  it('stores nothing for a page opened by its address, nor a pick the account holds already', () => {
    expect(pickToStore(english, 'de', null)).toBeNull();
    expect(pickToStore(german, 'en', null)).toBeNull();
    expect(pickToStore(choseGerman, 'de', 'de')).toBeNull();
  });
});

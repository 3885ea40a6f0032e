import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleEmail, assembleMailto, displayEmail, splitEmail } from './email-obfuscation.ts';

describe('e-mail obfuscation', () => {
  it('shows the address without @ and dots, and assembles the working mailto: from the parts', () => {
    const parts = splitEmail('info@gypsyjazz.school');
    expect(parts).not.toBeNull();
    expect(displayEmail(parts!)).toBe('info [at] gypsyjazz [dot] school');
    expect(assembleMailto(parts!)).toBe('mailto:info@gypsyjazz.school');
  });

  it('keeps the parts reversed, so that they never spell the address', () => {
    const parts = splitEmail('info@gypsyjazz.school')!;
    expect(JSON.stringify(parts)).not.toContain('info');
    expect(JSON.stringify(parts)).not.toContain('gypsyjazz');
  });

  it('handles sub-domains, plus signs and non-ASCII characters', () => {
    const parts = splitEmail('kurs+anmeldung@mail.büro.example.de')!;
    expect(displayEmail(parts)).toBe('kurs+anmeldung [at] mail [dot] büro [dot] example [dot] de');
    expect(assembleEmail(parts)).toBe('kurs+anmeldung@mail.büro.example.de');
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'info', '@example.com', 'info@', 'info@example..com', 'info@.com'])
      expect(splitEmail(text)).toBeNull();
  });

  it('assembles exactly the address it was given, for any address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const parts = splitEmail(address);
        expect(parts).not.toBeNull();
        expect(assembleEmail(parts!)).toBe(address);
        expect(displayEmail(parts!)).not.toContain('@');
      }),
    );
  });
});

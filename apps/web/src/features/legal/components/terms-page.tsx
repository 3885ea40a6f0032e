import { paths } from '../../../config/paths.ts';
import { termsDe } from '../texts/terms-de.ts';
import { termsEn } from '../texts/terms-en.ts';
import type { LegalLanguage } from '../lib/legal-language.ts';
import { LegalPage } from './legal-page.tsx';

export const termsTexts = (language: LegalLanguage) => (language === 'de' ? termsDe() : termsEn());

/** /agb: the terms in German (binding) or English, last updated July 2025. */
export function TermsPage() {
  return <LegalPage path={paths.terms.getHref()} texts={termsTexts} withTableOfContents />;
}

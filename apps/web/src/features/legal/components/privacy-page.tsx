import { paths } from '../../../config/paths.ts';
import type { LegalLanguage } from '../lib/legal-language.ts';
import { privacyDe } from '../texts/privacy-de.ts';
import { privacyEn } from '../texts/privacy-en.ts';
import { LegalPage } from './legal-page.tsx';

export const privacyTexts = (language: LegalLanguage) => (language === 'de' ? privacyDe() : privacyEn());

/** /privacy: the privacy policy in German or English, updated 26 November 2026, with its table of contents. */
export function PrivacyPage() {
  return <LegalPage path={paths.privacy.getHref()} texts={privacyTexts} numbered withTableOfContents />;
}

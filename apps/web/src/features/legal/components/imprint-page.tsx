import { useMemo } from 'react';
import { paths } from '#config/paths.ts';
import type { LegalLanguage } from '../lib/legal-language.ts';
import { imprintDe, imprintEn } from '../texts/imprint.ts';
import { useLegalLanguage } from '../hooks/use-legal-language.ts';
import { LegalPage } from './legal-page.tsx';

/** The copyright line carries the year the page is shown in. */
export const imprintTexts = (language: LegalLanguage) => {
  const year = new Date().getFullYear();
  return language === 'de' ? imprintDe(year) : imprintEn(year);
};

/** /impressum: provider, contact, responsible person, dispute resolution and copyright; short enough to be code. */
export function ImprintPage() {
  const { language } = useLegalLanguage();
  const document = useMemo(() => imprintTexts(language), [language]);
  return <LegalPage path={paths.imprint.getHref()} language={language} document={document} aboutProvider />;
}

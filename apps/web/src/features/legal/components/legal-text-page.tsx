import { paths } from '#config/paths.ts';
import { useLegalLanguage } from '../hooks/use-legal-language.ts';
import { useLegalText, type LegalTextName } from '../api/get-legal-text.ts';
import { LegalPage } from './legal-page.tsx';

const PAGES: Record<LegalTextName, { path: string; numbered: boolean }> = {
  privacy: { path: paths.privacy.getHref(), numbered: true },
  terms: { path: paths.terms.getHref(), numbered: false },
};

/**
 * /privacy (the privacy policy, its sections numbered) and /agb (the terms, binding in German): a long text loaded as
 * data in the language the address asks for, with its table of contents.
 */
export function LegalTextPage({ name }: { name: LegalTextName }) {
  const { language } = useLegalLanguage();
  const text = useLegalText(name, language);
  if (text.isError) throw text.error;
  const { path, numbered } = PAGES[name];
  return (
    <LegalPage path={path} language={language} document={text.data} numbered={numbered} withTableOfContents />
  );
}

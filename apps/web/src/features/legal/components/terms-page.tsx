import { paths } from '../../../config/paths.ts';
import { useLegalLanguage } from '../hooks/use-legal-language.ts';
import { useLegalText } from '../api/get-legal-text.ts';
import { LegalPage } from './legal-page.tsx';

/** /agb: the terms in German (binding) or English, last updated July 2025. */
export function TermsPage() {
  const text = useLegalText('terms', useLegalLanguage().language);
  if (text.isError) throw text.error;
  return <LegalPage path={paths.terms.getHref()} document={text.data} withTableOfContents />;
}

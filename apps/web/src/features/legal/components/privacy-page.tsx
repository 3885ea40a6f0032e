import { paths } from '../../../config/paths.ts';
import { useLegalLanguage } from '../hooks/use-legal-language.ts';
import { useLegalText } from '../api/get-legal-text.ts';
import { LegalPage } from './legal-page.tsx';

/** /privacy: the privacy policy in German or English, updated 26 November 2026, with its table of contents. */
export function PrivacyPage() {
  const text = useLegalText('privacy', useLegalLanguage().language);
  if (text.isError) throw text.error;
  return <LegalPage path={paths.privacy.getHref()} document={text.data} numbered withTableOfContents />;
}

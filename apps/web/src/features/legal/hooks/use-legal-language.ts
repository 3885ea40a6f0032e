import { useLocation, useSearchParams } from 'react-router';
import {
  LANGUAGE_PARAM,
  languageSearch,
  parseLegalLanguage,
  type LegalLanguage,
} from '../lib/legal-language.ts';

/** The language chosen in the URL, and the link target of each language version (same page, same section). */
export function useLegalLanguage() {
  const [searchParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const language = parseLegalLanguage(searchParams.get(LANGUAGE_PARAM));
  const hrefOf = (target: LegalLanguage) => `${pathname}${languageSearch(target)}${hash}`;
  return { language, hrefOf };
}

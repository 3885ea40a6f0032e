import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { LegalDocument } from '../lib/legal-document.ts';
import { LANGUAGE_PARAM, parseLegalLanguage, type LegalLanguage } from '../lib/legal-language.ts';

export type LegalTextName = 'privacy' | 'terms';

const LOADERS: Record<LegalTextName, Record<LegalLanguage, () => Promise<LegalDocument>>> = {
  privacy: {
    de: () => import('../texts/privacy-de.ts').then((module) => module.privacyDe()),
    en: () => import('../texts/privacy-en.ts').then((module) => module.privacyEn()),
  },
  terms: {
    de: () => import('../texts/terms-de.ts').then((module) => module.termsDe()),
    en: () => import('../texts/terms-en.ts').then((module) => module.termsEn()),
  },
};

/**
 * The long legal texts are data loaded with their page, in the one language the address asks for: the server
 * renders the page with it and hands it to the browser in the page's payload, so a first visit downloads neither
 * the text's code nor the other language.
 */
export const legalTextQueryOptions = (name: LegalTextName, language: LegalLanguage) =>
  queryOptions({
    queryKey: ['legal-text', name, language],
    queryFn: LOADERS[name][language],
    // The texts are part of the build: they never change while the page is open.
    staleTime: Infinity,
  });

/** The text in the language of a route's address, for its loader. */
export const legalTextOfRequest =
  (name: LegalTextName) =>
  ({ request }: LoaderFunctionArgs) =>
    legalTextQueryOptions(name, parseLegalLanguage(new URL(request.url).searchParams.get(LANGUAGE_PARAM)));

export function useLegalText(name: LegalTextName, language: LegalLanguage) {
  return useQuery(legalTextQueryOptions(name, language));
}

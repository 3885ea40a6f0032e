import { SCHOOL_NAME } from '@gjs/shared';
import { absoluteUrl, PageMetadata } from '#components/seo/page-metadata.tsx';
import { languageSearch, LEGAL_LANGUAGES, type LegalLanguage } from '../lib/legal-language.ts';

const OG_LOCALES: Record<LegalLanguage, string> = { de: 'de_DE', en: 'en_GB' };

type LegalPageMetaProps = {
  title: string;
  description: string;
  /** The route's path; the language adds `?lang=en` for English. */
  path: string;
  language: LegalLanguage;
  /** schema.org data of the page, rendered as JSON-LD. */
  jsonLd: Record<string, unknown>;
};

/**
 * The site's page metadata (title, description, canonical, Open Graph, JSON-LD), plus what a page in two languages
 * adds: its locale and the alternates of both language versions.
 */
export function LegalPageMeta({ title, description, path, language, jsonLd }: LegalPageMetaProps) {
  return (
    <>
      <PageMetadata
        title={`${title} | ${SCHOOL_NAME}`}
        description={description}
        path={`${path}${languageSearch(language)}`}
        jsonLd={jsonLd}
        languageAlternates={false}
      />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LEGAL_LANGUAGES.map((option) => (
        <link
          key={option}
          rel="alternate"
          hrefLang={option}
          href={absoluteUrl(`${path}${languageSearch(option)}`)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />
    </>
  );
}

import { useBusinessDetails } from '../api/get-business-details.ts';
import { useScrollToHashOnce } from '../hooks/use-scroll-to-hash.ts';
import { legalPageJsonLd } from '../lib/json-ld.ts';
import type { LegalDocument } from '../lib/legal-document.ts';
import { languageSearch, type LegalLanguage } from '../lib/legal-language.ts';
import { PageSpinner } from '#components/ui/page-spinner.tsx';
import { LegalDocumentView } from './legal-document-view.tsx';
import { LegalPageLayout } from './legal-page-layout.tsx';
import { absoluteUrl } from '#components/seo/page-metadata.tsx';
import { LegalPageMeta } from './legal-page-meta.tsx';
import { siteOrigin } from '#components/seo/site-origin.ts';

type LegalPageProps = {
  /** The route's path, for the canonical address. */
  path: string;
  /** The language the address asks for. */
  language: LegalLanguage;
  /** The text in the language of the address; none while it loads. */
  document: LegalDocument | undefined;
  numbered?: boolean;
  withTableOfContents?: boolean;
  /** The imprint is about the school; the other pages are only published by it. */
  aboutProvider?: boolean;
};

/** One legal page in the language the URL asks for, with its metadata and the provider's details. */
export function LegalPage({
  path,
  language,
  document,
  numbered,
  withTableOfContents,
  aboutProvider,
}: LegalPageProps) {
  const business = useBusinessDetails();
  useScrollToHashOnce(!business.isPending && document !== undefined);

  if (!document) return <PageSpinner label="Loading" />;

  const url = absoluteUrl(`${path}${languageSearch(language)}`);
  const jsonLd = legalPageJsonLd(document, url, siteOrigin(), business.data, {
    about: aboutProvider,
  });
  return (
    <>
      <LegalPageMeta
        title={document.title}
        description={document.description}
        path={path}
        language={language}
        jsonLd={jsonLd}
      />
      <LegalPageLayout
        language={language}
        title={document.title}
        updated={document.updated}
        details={business.data}
        detailsFailed={business.isError}
        onRetry={() => void business.refetch()}
      >
        <LegalDocumentView
          document={document}
          numbered={numbered}
          withTableOfContents={withTableOfContents}
        />
      </LegalPageLayout>
    </>
  );
}

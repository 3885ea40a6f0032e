import { SCHOOL_NAME, type BusinessDetails } from '@gjs/shared';
import type { LegalDocument } from './legal-document.ts';

/** The school as schema.org sees it. The e-mail stays out on purpose: JSON-LD is plain text in the page. */
export function organizationJsonLd(details: BusinessDetails, origin: string) {
  return {
    '@type': 'Organization',
    name: details.business_name,
    url: `${origin}/`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.business_street,
      postalCode: details.business_postal_code,
      addressLocality: details.business_city,
      addressCountry: 'DE',
    },
  };
}

/** A legal page as a schema.org WebPage of the site, published (and for the imprint: about) the school. */
export function legalPageJsonLd(
  document: LegalDocument,
  url: string,
  origin: string,
  details: BusinessDetails | undefined,
  options: { about?: boolean } = {},
): Record<string, unknown> {
  const organization = details ? organizationJsonLd(details, origin) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: document.title,
    description: document.description,
    url,
    inLanguage: document.language,
    ...(document.modified ? { dateModified: document.modified } : {}),
    isPartOf: { '@type': 'WebSite', name: SCHOOL_NAME, url: `${origin}/` },
    ...(organization ? { publisher: organization } : {}),
    ...(organization && options.about ? { about: organization } : {}),
  };
}

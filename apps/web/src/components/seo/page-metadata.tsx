import { useEffect } from 'react';
import { SCHOOL_NAME } from '@gjs/shared';
import { siteOrigin } from './site-origin.ts';
import { LANGUAGES, pathInLanguage } from '../../lib/i18n/language.ts';
import { useLanguage, useTexts } from '../../lib/i18n/texts.ts';
import { pageMetadataTexts } from './page-metadata-texts.ts';

type PageMetadataProps = {
  /** The document title. */
  title: string;
  description?: string;
  /** The page's own path without a language, for the canonical link, og:url and the other languages ('/pricing'). */
  path?: string;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: object;
  /** False for a page that states its own language versions (the legal texts): its canonical is the bare path. */
  languageAlternates?: boolean;
};

/**
 * The link-preview image of every page (scripts/media/generate-og-image.mjs makes it), with its size; the alternative
 * text is the English one, a page shows its own language's (page-metadata-texts.ts).
 */
export const PREVIEW_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: pageMetadataTexts.en.previewImageAlt,
} as const;

/** The page's absolute address on this site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).href;
}

/** JSON for a script element: '<' escaped, so no text in the data can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A page's title, description, Open Graph and Twitter card tags, canonical link and structured data. React 19
 * hoists <title>, <meta> and <link> into <head> and removes them when the page goes.
 */
export function PageMetadata({
  title,
  description,
  path,
  jsonLd,
  languageAlternates = true,
}: PageMetadataProps) {
  const language = useLanguage();
  const texts = useTexts(pageMetadataTexts);
  // A page whose content is the same under every language's prefix (the legal texts, decision 0701) has one
  // canonical address, the one without a prefix.
  const url =
    path === undefined ? undefined : absoluteUrl(languageAlternates ? pathInLanguage(path, language) : path);
  const image = absoluteUrl(PREVIEW_IMAGE.path);

  // index.html carries a site-wide description for clients without JavaScript; while a page states its own, the
  // default steps aside so that there is exactly one.
  useEffect(() => {
    if (description === undefined) return;
    const defaults = [...document.head.querySelectorAll('meta[name="description"]:not([data-page-meta])')];
    defaults.forEach((node) => node.remove());
    return () => defaults.forEach((node) => document.head.append(node));
  }, [description]);

  return (
    <>
      <title>{title}</title>
      {description !== undefined && <meta name="description" content={description} data-page-meta="" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SCHOOL_NAME} />
      <meta property="og:title" content={title} />
      {description !== undefined && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(PREVIEW_IMAGE.width)} />
      <meta property="og:image:height" content={String(PREVIEW_IMAGE.height)} />
      <meta property="og:image:alt" content={texts.previewImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description !== undefined && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={texts.previewImageAlt} />
      {url && <link rel="canonical" href={url} />}
      {path !== undefined &&
        languageAlternates &&
        LANGUAGES.map((other) => (
          <link
            key={other}
            rel="alternate"
            hrefLang={other}
            href={absoluteUrl(pathInLanguage(path, other))}
          />
        ))}
      {path !== undefined && languageAlternates && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />
      )}
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </>
  );
}

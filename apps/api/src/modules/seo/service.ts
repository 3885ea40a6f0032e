import { LANGUAGE_PREFIXES } from '@gjs/shared';
import type { DbOrTx } from '../../db/types.ts';
import { listPublishedCourseDates } from './repository.ts';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD or a full W3C date; absent where no honest date is known. */
  lastmod?: string;
}

/** The legal texts' own "last updated" dates (apps/web/src/features/legal/texts). */
const TERMS_MODIFIED = '2025-07';
const PRIVACY_MODIFIED = '2026-11-26';

/**
 * Paths that are not for search engines: the API, members' and owner's screens, payment returns and the links of
 * password-reset e-mails (they carry a token).
 */
const PRIVATE_PAGES = ['/profile', '/forum', '/private-lessons', '/admin', '/payment', '/reset-password/'];

export const DISALLOWED_PATHS = [
  '/api/',
  ...PRIVATE_PAGES,
  ...LANGUAGE_PREFIXES.flatMap((prefix) => PRIVATE_PAGES.map((path) => `${prefix}${path}`)),
];

/**
 * Every public page in the other languages too, at the same path under the language's prefix
 * (docs/decisions/0701-the-interface-in-german-and-english.md). Not the legal pages: their German text is the binding
 * one at its own address, and their English is the `?lang=en` version; under /de they are the same German text.
 */
function inEveryLanguage(entries: SitemapEntry[]): SitemapEntry[] {
  return [
    ...entries,
    ...LANGUAGE_PREFIXES.flatMap((prefix) =>
      entries.map((entry) => ({ ...entry, path: entry.path === '/' ? prefix : `${prefix}${entry.path}` })),
    ),
  ];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The public pages and every published course (product 0420 routes). The home page and the course list show the
 * catalogue, so they change when a course does; the legal pages carry their texts' dates, both language versions.
 */
export async function sitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const published = await listPublishedCourseDates(db);
  const catalogueChanged = published[0] ? day(published[0].updatedAt) : undefined;
  const withDate = (path: string, lastmod: string | undefined): SitemapEntry =>
    lastmod ? { path, lastmod } : { path };
  return [
    ...inEveryLanguage([
      withDate('/', catalogueChanged),
      withDate('/courses', catalogueChanged),
      { path: '/pricing' },
      { path: '/contact' },
      ...published.map((course) => ({ path: `/courses/${course.id}`, lastmod: day(course.updatedAt) })),
    ]),
    { path: '/impressum' },
    { path: '/impressum?lang=en' },
    { path: '/agb', lastmod: TERMS_MODIFIED },
    { path: '/agb?lang=en', lastmod: TERMS_MODIFIED },
    { path: '/privacy', lastmod: PRIVACY_MODIFIED },
    { path: '/privacy?lang=en', lastmod: PRIVACY_MODIFIED },
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(publicUrl + path)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

// Plain values apart from the schemas, so the browser's first load gets them without zod
// (docs/decisions/0200-the-browser-does-not-revalidate-answers.md).

/** The widths (px) in which a course thumbnail is offered; the browser picks one for its slot. */
export const THUMBNAIL_WIDTHS = [320, 480, 640, 960] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** The formats a thumbnail is offered in, best first. */
export const THUMBNAIL_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ThumbnailFormat = (typeof THUMBNAIL_FORMATS)[number];

/** Thumbnails are 16:9 everywhere (cards, Coming Soon, the admin lists). */
export const THUMBNAIL_ASPECT = 16 / 9;

/** The URL of one variant of a thumbnail whose public URL the API gave. */
export function thumbnailVariantUrl(url: string, width: ThumbnailWidth, format: ThumbnailFormat): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&f=${format}`;
}

// Plain values apart from the schemas, so the browser's first load gets them without zod
// (docs/decisions/0200-the-browser-does-not-revalidate-answers.md).

/** The public paths of the client's session layer (home and the legal and contact pages): open in maintenance by default. */
export const DEFAULT_MAINTENANCE_ALLOW_LIST = ['/', '/impressum', '/agb', '/privacy', '/contact'];

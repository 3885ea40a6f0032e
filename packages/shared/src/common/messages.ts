// Plain values apart from the schemas, so the browser's first load gets them without zod
// (docs/decisions/0200-the-browser-does-not-revalidate-answers.md).

export const MAINTENANCE_MESSAGE = 'Service is currently under maintenance';

/** The answer (503, with Retry-After) while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

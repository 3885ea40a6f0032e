/** The teacher presented on the home page, and their own site (opened in a new tab). */
export const TEACHER = {
  name: 'Django Weiss',
  firstName: 'Django',
  initials: 'DW',
  // Placeholder address until the owner gives the real one.
  websiteUrl: 'https://djangoweiss.example/',
} as const;

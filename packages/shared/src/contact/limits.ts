// Plain values apart from the schemas, so the contact page's first load gets them without zod
// (docs/decisions/0200-the-browser-does-not-revalidate-answers.md).

export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!';
export const CONTACT_NAME_MAX = 200;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;

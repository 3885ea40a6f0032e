// Plain values apart from the schemas, so the registration page's first load gets them without zod
// (docs/decisions/0200-the-browser-does-not-revalidate-answers.md).

/** Texts of product 0423 and 0425 that both sides use. */
export const BILLING_MESSAGES = {
  invalidPaymentMethod: 'Invalid payment method selected',
  registrationDisabled: 'Registration is temporarily disabled',
  acceptTerms: 'You must accept the terms and conditions to continue.',
  acceptPrivacy: 'You must accept the privacy policy to continue.',
  required: 'This field may not be blank.',
  missing: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  invalidUsername:
    'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  passwordSameAsUsername: 'The password must not be the same as the username.',
  cancelled: 'Your subscription has been cancelled.',
  cancellationReceived:
    'Your cancellation has been received. A confirmation with the date and time has been sent to your e-mail address.',
} as const;

import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  title: 'Payment',
  processingLabel: 'Processing',
  processing: 'Processing your payment...',
  failedTitle: 'Payment Failed',
  defaultError: 'There was an error processing your payment. Please try again.',
  returnToPricing: 'Return to Pricing',
  successTitle: 'Payment Successful!',
  success:
    'Your account has been created and your subscription is now active. You will be redirected to the login page shortly.',
  /** The outcome's own failures, where the server gave no text (resolve-payment-result.ts). */
  errors: {
    paymentFailed: 'Payment failed',
    invalidPaypalResponse: 'Invalid payment response from PayPal',
    sessionExpired: 'User session expired. Please try registering again.',
    executionFailed: 'Payment execution failed',
    processingFailed: 'Payment processing failed',
  },
};
export type PaymentResultTexts = typeof en;

/** The texts of the payment result screen (/payment/success, /payment/cancel). */
export const paymentResultTexts = defineTexts(en, { de: () => import('./payment-result-texts.de.ts') });

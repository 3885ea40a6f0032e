import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  open: 'Cancel Subscription',
  failed: 'Failed to cancel subscription. Please try again or contact support.',
  info: {
    title: 'What Happens When You Cancel?',
    /** What a cancellation means for this member (product 0422, decision 0404): in the trial, and with a paid subscription. */
    trial: [
      'You are in your free trial. Cancelling ends it immediately: your account is deleted at once, and all your data and progress are permanently deleted.',
      'You will not be charged.',
    ],
    active: [
      'Your subscription stays active until the end of the current billing period; you keep full access until then.',
      'After that your account is deactivated and your data is deleted. Monthly fees already paid are not refunded.',
    ],
    keep: 'Keep Subscription',
    proceed: 'Proceed to Cancel',
  },
  confirm: {
    title: 'Final Confirmation',
    text: 'This action cannot be undone.',
    back: 'Go Back',
    action: 'Yes, Cancel My Subscription',
  },
};
export type CancelSubscriptionTexts = typeof en;

/** The texts of the member's cancel dialogs on the profile. */
export const cancelSubscriptionTexts = defineTexts(en, {
  de: () => import('./cancel-subscription-texts.de.ts'),
});

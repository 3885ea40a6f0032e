/**
 * The shared schemas the billing calls check their requests and answers with. The calls import this module when they
 * run, so zod is not part of the registration page's first load.
 */
export {
  deleteUserRequestSchema,
  paypalCreatePaymentRequestSchema,
  paypalExecutePaymentRequestSchema,
  paypalExecutePaymentResponseSchema,
  publicCancellationRequestSchema,
  publicCancellationResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  stripeConfirmSubscriptionRequestSchema,
  stripeConfirmSubscriptionResponseSchema,
  stripeCreateSubscriptionRequestSchema,
  stripeCreateSubscriptionResponseSchema,
} from '@gjs/shared';

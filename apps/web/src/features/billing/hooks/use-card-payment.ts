import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { RegisterRequest } from '@gjs/shared';
import type { CardPayment, RegistrationErrorTexts } from '../lib/run-registration.ts';

/** Client secrets of SetupIntents (the trial: nothing is charged yet) start with 'seti_'. */
const isSetupIntentSecret = (clientSecret: string) => clientSecret.startsWith('seti_');

/**
 * The card fields as the registration flow needs them; null until Stripe.js and the fields are there. The provider's
 * own error messages come in the language of the fields; `texts` are ours, where it gives none.
 */
export function useCardPayment(
  values: () => RegisterRequest,
  texts: RegistrationErrorTexts,
): CardPayment | null {
  const stripe = useStripe();
  const elements = useElements();
  if (!stripe || !elements) return null;

  return {
    async createPaymentMethod() {
      const card = elements.getElement(CardNumberElement);
      if (!card) throw new Error(texts.stripeNotInitialized);
      const form = values();
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: {
          name: `${form.first_name} ${form.last_name}`.trim(),
          email: form.email,
          address: {
            line1: form.street_address,
            city: form.city,
            state: form.state,
            postal_code: form.postal_code,
          },
        },
      });
      if (error) throw new Error(error.message ?? texts.paymentFailed);
      return paymentMethod.id;
    },
    async confirm(clientSecret, paymentMethodId) {
      // The payment method made before registering is the one the subscription was created with.
      const data = { payment_method: paymentMethodId };
      if (isSetupIntentSecret(clientSecret)) {
        const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, data);
        if (error) throw new Error(error.message ?? texts.paymentFailed);
        return setupIntent.status;
      }
      const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, data);
      if (error) throw new Error(error.message ?? texts.paymentFailed);
      return paymentIntent.status;
    },
  };
}

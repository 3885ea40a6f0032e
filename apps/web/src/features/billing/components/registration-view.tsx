import { Alert, Box, CircularProgress } from '@mui/material';
import { Elements } from '@stripe/react-stripe-js';
import type { PlanId } from '@gjs/shared';
import { FormCard } from '#components/ui/form-card.tsx';
import { errorMessage } from '#lib/api-client.ts';
import { DEFAULT_LANGUAGE } from '#lib/i18n/language.ts';
import { useLanguage, useTexts } from '#lib/i18n/texts.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { useStripeJs } from '../hooks/use-stripe-js.ts';
import { registrationTexts } from '../lib/registration-texts.ts';
import { PlanSummary } from './plan-summary.tsx';
import { RegistrationForm } from './registration-form.tsx';

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** The form with the card fields of the provider around it once Stripe.js is there. */
export default function RegistrationView({ plan }: { plan: PlanId }) {
  const texts = useTexts(registrationTexts);
  // The card fields speak the page's language; an English page leaves them to the browser's, as it always did.
  const language = useLanguage();
  const elementsOptions = language === DEFAULT_LANGUAGE ? undefined : { locale: language };
  const config = usePaymentConfig();
  const stripe = useStripeJs(
    config.data ? config.data.stripe_publishable_key : config.isError ? null : undefined,
  );
  return (
    <FormCard title={texts.heading}>
      <PlanSummary plan={plan} />
      {config.isPending && <Spinner label={texts.payment.loading} />}
      {config.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(config.error) ?? texts.errors.registrationFailed}
        </Alert>
      )}
      {config.data && (
        <Elements stripe={stripe.stripe} options={elementsOptions}>
          <RegistrationForm plan={plan} config={config.data} card={stripe.status} />
        </Elements>
      )}
    </FormCard>
  );
}

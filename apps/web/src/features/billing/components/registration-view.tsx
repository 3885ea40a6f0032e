import { Alert, Box, CircularProgress } from '@mui/material';
import { Elements } from '@stripe/react-stripe-js';
import type { PlanId } from '@gjs/shared';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { useStripeJs } from '../hooks/use-stripe-js.ts';
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
  const config = usePaymentConfig();
  const stripe = useStripeJs(
    config.data ? config.data.stripe_publishable_key : config.isError ? null : undefined,
  );
  return (
    <FormCard title="Create your account">
      <PlanSummary plan={plan} />
      {config.isPending && <Spinner label="Loading payment methods" />}
      {config.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(config.error) ?? 'Registration failed'}
        </Alert>
      )}
      {config.data && (
        <Elements stripe={stripe.stripe}>
          <RegistrationForm plan={plan} config={config.data} card={stripe.status} />
        </Elements>
      )}
    </FormCard>
  );
}

import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Elements } from '@stripe/react-stripe-js';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { PLAN_IDS, type PlanId } from '@gjs/shared';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/session/use-auth.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { useStripeJs } from '../hooks/use-stripe-js.ts';
import { PlanSummary } from './plan-summary.tsx';
import { RegistrationForm } from './registration-form.tsx';

export const REGISTRATION_DISABLED_TITLE = 'Registration Temporarily Disabled';
export const REGISTRATION_DISABLED_TEXT =
  'It is temporarily not possible to create an account. Please contact the administrator for details.';

/** The plan chosen on /pricing, passed as navigation state `selectedPlan` (decision 0420). */
export function selectedPlanOf(state: unknown): PlanId | null {
  const plan = (state as { selectedPlan?: unknown } | null)?.selectedPlan;
  return PLAN_IDS.find((id) => id === plan) ?? null;
}

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function Notice({ title, text, action, to }: { title: string; text?: string; action: string; to: string }) {
  return (
    <FormCard title={title}>
      {text && (
        <Typography align="center" color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Button component={RouterLink} to={to} variant="contained">
          {action}
        </Button>
      </Box>
    </FormCard>
  );
}

/** The form with the card fields of the provider around it once Stripe.js is there. */
function RegistrationView({ plan }: { plan: PlanId }) {
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

type RegisterPageProps = {
  /** The site setting registration_enabled, read by the route from the site settings (decision 0422 step 1). */
  registration: { loading: boolean; enabled: boolean };
};

/** /register (decision 0420): already registered, loading, disabled, or the form for the plan picked on /pricing. */
export function RegisterPage({ registration }: RegisterPageProps) {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  const plan = selectedPlanOf(location.state);

  if (loading) return <PageSpinner label="Loading" />;
  if (isAuthenticated)
    return <Notice title="Already Registered" action="Go to Courses" to={paths.courses.getHref()} />;
  if (!plan)
    return (
      // The spinner holds the page's place while /pricing loads, so the footer does not jump up and back down.
      <>
        <PageSpinner label="Loading" />
        <Navigate to={paths.pricing.getHref()} replace />
      </>
    );
  if (registration.loading) return <PageSpinner label="Loading" />;
  if (!registration.enabled) {
    return (
      <Notice
        title={REGISTRATION_DISABLED_TITLE}
        text={REGISTRATION_DISABLED_TEXT}
        action="Return to Home"
        to={paths.home.getHref()}
      />
    );
  }
  return <RegistrationView plan={plan} />;
}

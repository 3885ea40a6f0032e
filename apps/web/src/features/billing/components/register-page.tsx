import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PLAN_IDS, SCHOOL_NAME, type PlanId } from '@gjs/shared';
import { FormCard } from '#components/ui/form-card.tsx';
import { PageSpinner } from '#components/ui/page-spinner.tsx';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { registrationTexts } from '../lib/registration-texts.ts';

/** The plan chosen on /pricing, passed as navigation state `selectedPlan` (product 0420). */
export function selectedPlanOf(state: unknown): PlanId | null {
  const plan = (state as { selectedPlan?: unknown } | null)?.selectedPlan;
  return PLAN_IDS.find((id) => id === plan) ?? null;
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

// The form, Stripe's wrapper and the form's schemas load only once a plan is chosen: a first visit without one is
// the pricing page.
const RegistrationView = lazy(() => import('./registration-view.tsx'));

type RegisterPageProps = {
  /** The site setting registration_enabled, read by the route from the site settings (product 0422 step 1). */
  registration: { loading: boolean; enabled: boolean };
  /**
   * What a visitor without a chosen plan sees while the address moves to /pricing: the pricing page itself, so the
   * server-rendered first paint is the page that stays.
   */
  withoutPlan: ReactNode;
};

/**
 * Replaces the address once the page is in the browser and its session settled; rendered on the server it does
 * nothing. The page is hydrated as logged out, like the server's: with a stored session the next render shows the
 * spinner and then 'Already Registered' instead, so no move is made for it.
 */
function MoveTo({ to }: { to: string }) {
  const navigate = useNavigate();
  const { settled } = useAuth();
  useEffect(() => {
    if (settled) void navigate(to, { replace: true });
  }, [navigate, settled, to]);
  return null;
}

/** /register (product 0420): already registered, loading, disabled, or the form for the plan picked on /pricing. */
export function RegisterPage({ registration, withoutPlan }: RegisterPageProps) {
  const { isAuthenticated, loading } = useAuth();
  const texts = useTexts(registrationTexts);
  const plan = selectedPlanOf(useLocation().state);

  if (loading)
    return (
      <Titled>
        <PageSpinner label={texts.loading} />
      </Titled>
    );
  if (isAuthenticated)
    return (
      <Titled>
        <Notice {...texts.alreadyRegistered} to={paths.courses.getHref()} />
      </Titled>
    );
  // Without a chosen plan a visitor sees the pricing page, whose own title and canonical address then apply.
  if (!plan)
    return (
      <>
        {withoutPlan}
        <MoveTo to={paths.pricing.getHref()} />
      </>
    );
  return (
    <Titled>
      <RegistrationForPlan plan={plan} registration={registration} />
    </Titled>
  );
}

function Titled({ children }: { children: ReactNode }) {
  const texts = useTexts(registrationTexts);
  return (
    <>
      <title>{`${texts.title} | ${SCHOOL_NAME}`}</title>
      {children}
    </>
  );
}

function RegistrationForPlan({
  plan,
  registration,
}: {
  plan: PlanId;
  registration: RegisterPageProps['registration'];
}) {
  const texts = useTexts(registrationTexts);
  if (registration.loading) return <PageSpinner label={texts.loading} />;
  if (!registration.enabled) return <Notice {...texts.disabled} to={paths.home.getHref()} />;
  return (
    <Suspense fallback={<PageSpinner label={texts.loading} />}>
      <RegistrationView plan={plan} />
    </Suspense>
  );
}

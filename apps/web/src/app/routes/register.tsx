import { SCHOOL_NAME } from '@gjs/shared';
import { useLocation } from 'react-router';
import { RegisterPage, selectedPlanOf } from '../../features/billing/components/register-page.tsx';
import { PricingPage } from '../../features/pricing/components/pricing-page.tsx';
import { useSiteSettings } from '../../features/site-settings/api/get-site-settings.ts';

export function Component() {
  const settings = useSiteSettings();
  // A failed settings call leaves the decision to the server, which refuses registration while it is off.
  const registration = { loading: settings.isPending, enabled: settings.data?.registration_enabled ?? true };
  // Without a chosen plan the page is the pricing page, whose own title and canonical address then apply.
  const choosing = selectedPlanOf(useLocation().state) === null;
  return (
    <>
      {!choosing && <title>{`Register | ${SCHOOL_NAME}`}</title>}
      <RegisterPage registration={registration} withoutPlan={<PricingPage />} />
    </>
  );
}

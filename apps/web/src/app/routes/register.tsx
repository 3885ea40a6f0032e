import { RegisterPage } from '../../features/billing/components/register-page.tsx';
import { PricingPage } from '../../features/pricing/components/pricing-page.tsx';
import { useSiteSettings } from '../../features/site-settings/api/get-site-settings.ts';

export function Component() {
  const settings = useSiteSettings();
  // A failed settings call leaves the decision to the server, which refuses registration while it is off.
  const registration = { loading: settings.isPending, enabled: settings.data?.registration_enabled ?? true };
  return <RegisterPage registration={registration} withoutPlan={<PricingPage />} />;
}
